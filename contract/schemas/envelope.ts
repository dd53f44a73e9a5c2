/**
 * The response envelope of spec 1 §7 and its messages, as the PWA reads them (camelCase; on the
 * wire the keys are snake_case). A failure adds `errors`: field name -> messages.
 */
import { z } from 'zod';

export const MESSAGE_LEVELS = ['error', 'info', 'warning', 'success'] as const;

export const messageSchema = z.object({
  code: z.string(),
  message: z.string(),
  target: z.string().optional(),
  level: z.enum(MESSAGE_LEVELS).optional(),
});
export type Message = z.infer<typeof messageSchema>;
export type MessageLevel = (typeof MESSAGE_LEVELS)[number];

export const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export interface Envelope<T> {
  result: T;
  pageInfo?: PageInfo;
  links?: Record<string, string>;
  messages: Message[];
  entities?: Record<string, unknown>;
  errors?: Record<string, Message[]>;
}
