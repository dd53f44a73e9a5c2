/** A content-service page: its title, then its blocks (headings, paragraphs, lists) as text. */
import type { CmsPage } from '@contract/schemas/content';
import frame from '@/ui/frame.module.css';
import classes from './cms-page.module.css';

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
                  {block.text}
                </p>
              );
            case 'list':
              return (
                // A plain list: Mantine's List would put its code in every first page's script.
                <ul key={index} className={classes.list}>
                  {block.items.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              );
          }
        })}
      </div>
    </article>
  );
}
