import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { CmsPage, Translation } from '@contract/schemas/content';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { previewQueries } from '@/features/content/preview-queries';
import { SEO_KEYS } from '@/features/content/queries';
import { translationMutations, translationQueries } from '@/features/content/translations';
import { SITE_LOCALE } from '@/lib/site-locale';
import { FormError } from '@/ui/form-parts';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useAppForm } from '@/ui/use-app-form';
import { useOnline } from '@/ui/use-online';
import { EditorsOnly } from '@/routes/-components/editors-only';

/**
 * /preview/translations (spec 1 §6: content editors edit translations): every translated text of
 * the site's locale, by the item it belongs to, each changed and saved on its own. Anyone else is
 * told plainly that the page is for content editors.
 */
export const Route = createFileRoute('/preview_/translations')({ component: TranslationsPage });

function TranslationsPage() {
  return (
    <>
      <SitePageMeta title="Translations" />
      <EditorsOnly title="Translations">
        {(customerId) => <Translations customerId={customerId} />}
      </EditorsOnly>
    </>
  );
}

/** What a text is, in an editor's words. */
const KEY_LABELS: Record<string, string> = {
  [SEO_KEYS.title]: 'Title for search engines and browser tabs',
  [SEO_KEYS.description]: 'Description for search engines',
};

interface ItemTexts {
  collection: string;
  itemId: string;
  texts: Translation[];
}

/** The order an item's texts are shown in: its title, its description, then any other by name. */
const keyOrder = (key: string) => {
  const known = Object.keys(KEY_LABELS).indexOf(key);
  return known === -1 ? Number.MAX_SAFE_INTEGER : known;
};

/** The texts by the item they belong to, in the order the service lists the items. */
function byItem(texts: Translation[]): ItemTexts[] {
  const items = new Map<string, ItemTexts>();
  for (const text of texts) {
    const id = `${text.collection}/${text.itemId}`;
    const item = items.get(id) ?? { collection: text.collection, itemId: text.itemId, texts: [] };
    item.texts.push(text);
    items.set(id, item);
  }
  for (const item of items.values())
    item.texts.sort((a, b) => keyOrder(a.key) - keyOrder(b.key) || a.key.localeCompare(b.key));
  return [...items.values()];
}

function Translations({ customerId }: { customerId: string }) {
  const texts = useQuery(translationQueries.all(customerId));
  const pages = useQuery(previewQueries.list<CmsPage>(customerId, 'pages'));
  const [search, setSearch] = useState('');
  const wanted = useDeferredValue(search.trim().toLowerCase());
  const titleOf = (item: ItemTexts) =>
    (item.collection === 'pages' && pages.data?.find((page) => page.id === item.itemId)?.title) ||
    `${item.collection === 'pages' ? 'Page' : item.collection} “${item.itemId}”`;
  const items = byItem(texts.data ?? []).filter(
    (item) =>
      !wanted ||
      titleOf(item).toLowerCase().includes(wanted) ||
      item.texts.some((text) => text.value.toLowerCase().includes(wanted)),
  );
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Translations</Title>
        <Text>
          The site’s texts in {SITE_LOCALE}, as search engines and browser tabs show each page. A change is
          saved at once; visitors who read the page in the last day see it when their copy expires.{' '}
          <Anchor component={NavLinkTo} link={{ to: '/preview' }}>
            Content preview
          </Anchor>
        </Text>
        <TextInput
          label="Find a text"
          description="By page or by what it says"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {texts.isError ? (
          <Alert color="red" role="alert">
            The translations could not be loaded. Check your connection and try again.
          </Alert>
        ) : texts.isPending ? (
          <Skeleton height={320} />
        ) : items.length === 0 ? (
          <Text>{wanted ? 'No text matches that.' : 'There are no translated texts yet.'}</Text>
        ) : (
          items.map((item) => (
            <Stack
              key={`${item.collection}/${item.itemId}`}
              gap="sm"
              component="section"
              aria-label={titleOf(item)}
            >
              <Title order={2} size="h3">
                {titleOf(item)}
              </Title>
              {item.texts.map((text) => (
                <TranslationForm key={text.key} customerId={customerId} text={text} />
              ))}
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}

/** One text, changed and saved on its own. */
function TranslationForm({ customerId, text }: { customerId: string; text: Translation }) {
  const online = useOnline();
  const change = useMutation(translationMutations.change(customerId));
  // "Saved." until the text is changed again.
  const [saved, setSaved] = useState(false);
  const label = KEY_LABELS[text.key] ?? text.key;
  const { form, onSubmit, isSubmitting, general } = useAppForm({
    initialValues: { value: text.value },
    submission: {
      ...change,
      mutate: (values, callbacks) => change.mutate({ ...text, value: values.value }, callbacks),
    },
    onSuccess: () => setSaved(true),
    afterSuccess: 'keep',
  });
  // The text as the service has it now (read again after a change, or another editor's): shown,
  // unless this editor is in the middle of changing it.
  const shown = useRef(text.value);
  const follow = useEffectEvent((value: string) => {
    if (value === shown.current) return;
    if (form.getValues().value === shown.current) form.setValues({ value });
    shown.current = value;
  });
  useEffect(() => follow(text.value), [text.value]);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={6}>
        <Textarea
          label={label}
          autosize
          minRows={1}
          maxLength={4000}
          key={form.key('value')}
          {...form.getInputProps('value')}
          onInput={() => setSaved(false)}
        />
        <FormError message={general} />
        <Group gap="sm">
          <Button type="submit" size="xs" loading={isSubmitting} disabled={!online}>
            Save
          </Button>
          {saved && (
            <Text size="sm" c="green.8" role="status">
              Saved.
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
