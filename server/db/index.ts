/** The data layer a request handler sees: one module per domain, all on one database and clock. */
import type { Clock } from '../clock';
import { attemptsData } from './attempts';
import { autoplayData } from './autoplay';

import { cartsData } from './carts';
import { catalogueData } from './catalogue';
import { contactMessagesData } from './contact-messages';
import { contentCardsData } from './content-cards';
import { contentData } from './content';
import { customersData } from './customers';
import { closingNoticesData, drawNoticesData } from './draw-notices';
import { drawResultsData } from './draw-results';
import { feedbackData } from './feedback';
import type { Queryable } from './database';
import { leasesData } from './leases';
import { limitsData } from './limits';
import { lottoPartyData } from './lotto-party';
import { mailboxData } from './mailbox';
import { partnersData } from './partners';
import { preferencesData } from './preferences';
import { purchasesData } from './purchases';
import { recommendationsData } from './recommendations';
import { pushData } from './push';
import { resultsData } from './results';
import { rewardsData } from './rewards';
import { sandboxFaultsData } from './sandbox-faults';
import { sandboxIdentityData } from './sandbox-identity';
import { sandboxPushData } from './sandbox-push';
import { sandboxStripeData } from './sandbox-stripe';
import { scheduledData } from './scheduled';
import { sessionsData } from './sessions';
import { settingsData } from './settings';
import { socialLoginsData } from './social-logins';
import { verificationData } from './verification';
import { walletData } from './wallet';

export function dataLayer(db: Queryable, clock: Clock) {
  return {
    customers: customersData(db, clock),
    attempts: attemptsData(db),
    sessions: sessionsData(db, clock),
    socialLogins: socialLoginsData(db, clock),
    content: contentData(db),
    contactMessages: contactMessagesData(db, clock),
    mailbox: mailboxData(db, clock),
    catalogue: catalogueData(db),
    carts: cartsData(db, clock),
    partners: partnersData(db),
    limits: limitsData(db, clock),
    purchases: purchasesData(db, clock),
    autoplay: autoplayData(db, clock),
    scheduled: scheduledData(db, clock),
    drawResults: drawResultsData(db),
    drawNotices: drawNoticesData(db, clock),
    closingNotices: closingNoticesData(db, clock),
    results: resultsData(db),
    wallet: walletData(db, clock),
    feedback: feedbackData(db, clock),
    preferences: preferencesData(db, clock),
    push: pushData(db, clock),
    settings: settingsData(db),
    sandboxPush: sandboxPushData(db, clock),
    sandboxIdentity: sandboxIdentityData(db, clock),
    sandboxFaults: sandboxFaultsData(db),
    sandboxStripe: sandboxStripeData(db),
    leases: leasesData(db),
    verification: verificationData(db, clock),
    contentCards: contentCardsData(db, clock),
    lottoParty: lottoPartyData(db, clock),
    rewards: rewardsData(db, clock),
    recommendations: recommendationsData(db),
  };
}

export type DataLayer = ReturnType<typeof dataLayer>;
