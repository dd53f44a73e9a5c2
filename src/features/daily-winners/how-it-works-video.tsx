/**
 * The how-it-works video (issue 35): YouTube's privacy-enhanced player, which sets cookies, so it
 * loads only once the visitor has accepted non-essential cookies (or where consent is not asked);
 * until then, a link to watch it on YouTube.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { essentialJar, onConsentSaved } from '@/lib/cookies';
import { useHydrated } from '@/ui/use-hydrated';

const acceptedNonEssential = () => Boolean(essentialJar.consent()?.includes('non_essential'));
const watchConsent = (changed: () => void) => onConsentSaved(changed);

export function HowItWorksVideo({
  youtubeId,
  consentRequired,
}: {
  youtubeId: string;
  consentRequired: boolean;
}) {
  const hydrated = useHydrated();
  // Prerendered and while hydrating: no player (consent is the device's to say).
  const consented = useSyncExternalStore(watchConsent, acceptedNonEssential, () => false);
  const accepted = !consentRequired || consented;
  const watch = `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
  if (hydrated && accepted)
    return (
      <div style={{ position: 'relative', aspectRatio: '16 / 9', width: '100%' }}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`}
          title="How Daily Winners works"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </div>
    );
  return (
    <Stack gap="xs">
      <Text>
        The video plays here once you accept non-essential cookies, which YouTube&apos;s player sets.
      </Text>
      <Anchor href={watch} target="_blank" rel="noopener noreferrer">
        Watch how Daily Winners works on YouTube
      </Anchor>
    </Stack>
  );
}
