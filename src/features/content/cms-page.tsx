/**
 * A content-service page: its title, then its blocks (headings, paragraphs, lists) as text, its
 * phone numbers, email addresses and links to the site's pages as links.
 */
import type { CmsPage } from '@contract/schemas/content';
import { linkedParts } from '@/lib/text-links';
import frame from '@/ui/frame.module.css';
import { ContentLink } from '@/ui/nav-link-to';
import classes from './cms-page.module.css';

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
