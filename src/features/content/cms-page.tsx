/**
 * A content-service page: its title, then its blocks (headings, paragraphs, lists) as text, its
 * phone numbers, email addresses and links to the site's pages as links, and the contact form
 * where the page places it.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { CmsPage, PageBlock } from '@contract/schemas/content';
import { linkedParts } from '@/lib/text-links';
import frame from '@/ui/frame.module.css';
import { ContentLink } from '@/ui/nav-link-to';
import { useHydrated } from '@/ui/use-hydrated';
import classes from './cms-page.module.css';

/** Offline, with the form's code never fetched: what the form would have been for. */
function ContactOffline() {
  return <p className={frame.text}>The contact form needs a connection. You can still call or email us.</p>;
}

/**
 * A contact form loaded when a page shows it (its fields would otherwise be in every first page's
 * script). Of use only with a connection, so no device keeps it for offline
 * (scripts/offline-precache.ts); offline, the page says so in its place.
 */
export const onlineContactForm = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => load().catch(() => ({ default: ContactOffline })));

const ContactForm = onlineContactForm(() => import(/* online-only */ './contact-form'));

/**
 * The form once the page is the app's (a prerender cannot wait for its code, and React would
 * report the boundary it left unfinished), in a box of its height until then.
 */
function ContactFormPlace({ form: Form = ContactForm }: { form: ComponentType | undefined }) {
  const pending = <div className={classes.formPending} aria-busy="true" />;
  if (!useHydrated()) return pending;
  return (
    <Suspense fallback={pending}>
      <Form />
    </Suspense>
  );
}

function Linked({ text }: { text: string }) {
  return linkedParts(text).map((part, index) =>
    part.href === undefined ? (
      part.text
    ) : part.page ? (
      <ContentLink key={index} href={part.href}>
        {part.text}
      </ContentLink>
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ),
  );
}

/** A page's or a post's body: its blocks in order; `contactForm`: the form where a block places one. */
export function ContentBlocks({ blocks, contactForm }: { blocks: PageBlock[]; contactForm?: ComponentType }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading':
        return (
          <h2 key={index} className={`${frame.title} ${frame.h3} ${classes.heading}`}>
            {block.text}
          </h2>
        );
      case 'paragraph':
        return (
          <p key={index} className={frame.text}>
            <Linked text={block.text} />
          </p>
        );
      case 'list':
        return (
          // A plain list: Mantine's List would put its code in every first page's script.
          <ul key={index} className={classes.list}>
            {block.items.map((entry) => (
              <li key={entry}>
                <Linked text={entry} />
              </li>
            ))}
          </ul>
        );
      case 'contact_form':
        return <ContactFormPlace key={index} form={contactForm} />;
    }
  });
}

export function CmsPageView({ page, contactForm }: { page: CmsPage; contactForm?: ComponentType }) {
  return (
    <article className={frame.container}>
      <div className={frame.stack}>
        <h1 className={frame.title}>{page.title}</h1>
        <ContentBlocks blocks={page.body} contactForm={contactForm} />
      </div>
    </article>
  );
}
