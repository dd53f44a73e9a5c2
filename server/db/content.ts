/**
 * The content service's store (tables cms_items, cms_files, cms_translations): items by
 * collection with their publication state, files, and translated texts. Item data is JSON as the
 * editors wrote it; which items may be shown is the service's rule, not the store's.
 */
import type { ContentStatus } from '@contract/content-visibility';
import type { Queryable } from './database';

export interface StoredItem {
  id: string;
  status: ContentStatus;
  datePublished: string | null;
  sort: number;
  data: Record<string, unknown>;
}

export interface StoredFile {
  type: string;
  data: Buffer;
}

export interface StoredTranslation {
  collection: string;
  itemId: string;
  key: string;
  value: string;
}

export function contentData(db: Queryable) {
  return {
    /** Every item of a collection, in editorial order. */
    async items(collection: string): Promise<StoredItem[]> {
      const rows = await db
        .selectFrom('cms_items')
        .select(['id', 'status', 'date_published', 'sort', 'data'])
        .where('collection', '=', collection)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        datePublished: row.date_published,
        sort: row.sort,
        data: JSON.parse(row.data) as Record<string, unknown>,
      }));
    },

    file: (id: string): Promise<StoredFile | undefined> =>
      db.selectFrom('cms_files').select(['type', 'data']).where('id', '=', id).executeTakeFirst(),

    async translations(locale: string): Promise<StoredTranslation[]> {
      const rows = await db
        .selectFrom('cms_translations')
        .select(['collection', 'item_id', 'key', 'value'])
        .where('locale', '=', locale)
        .orderBy('collection')
        .orderBy('item_id')
        .orderBy('key')
        .execute();
      return rows.map((row) => ({
        collection: row.collection,
        itemId: row.item_id,
        key: row.key,
        value: row.value,
      }));
    },

    /** Seeding: an item, file or text is written once and left as editors changed it since. */
    async putItem(
      collection: string,
      item: Omit<StoredItem, 'sort' | 'status' | 'datePublished'> & Partial<StoredItem>,
    ): Promise<void> {
      await db
        .insertInto('cms_items')
        .values({
          collection,
          id: item.id,
          status: item.status ?? 'published',
          date_published: item.datePublished ?? null,
          sort: item.sort ?? 0,
          data: JSON.stringify(item.data),
        })
        .onConflict((conflict) => conflict.columns(['collection', 'id']).doNothing())
        .execute();
    },

    async putFile(file: { id: string; filename: string; type: string; data: Buffer }): Promise<void> {
      await db
        .insertInto('cms_files')
        .values(file)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },

    /**
     * A translated text. The seed's leaves one an editor has since changed alone; an editor's own
     * change (`replace`) is written whether or not one was there.
     */
    async putTranslation(locale: string, text: StoredTranslation, replace = false): Promise<void> {
      await db
        .insertInto('cms_translations')
        .values({
          locale,
          collection: text.collection,
          item_id: text.itemId,
          key: text.key,
          value: text.value,
        })
        .onConflict((conflict) => {
          const same = conflict.columns(['locale', 'collection', 'item_id', 'key']);
          return replace ? same.doUpdateSet({ value: text.value }) : same.doNothing();
        })
        .execute();
    },
  };
}

export type ContentData = ReturnType<typeof contentData>;
