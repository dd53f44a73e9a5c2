/**
 * A content-service page: its title, then its blocks (headings, paragraphs, lists) as text, its
 * phone numbers and email addresses as links.
 */
import type { CmsPage } from '@contract/schemas/content';
import { contactParts } from '@/lib/contact-links';
import frame from '@/ui/frame.module.css';
import classes from './cms-page.module.css';

function Linked({ text }: { text: string }) {
  return contactParts(text).map((part, index) =>
    part.href ? (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

export function CmsPageView({ page }: { page: CmsPage }) {
  return (
    <article className={frame.container}>
      <div className={frame.stack}>
        <h1 className={frame.title}>{page.title}</h1>
        {page.body.map((block, index) => {
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
          }
        })}
      </div>
    </article>
  );
}
