import { paragraphs } from '@/lib/paragraphs';

/** A post's plain-text body: blank lines between paragraphs, "## " starts a subheading. Never parsed as HTML. */
export function PostBody({ body }: { body: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-neutral-800 dark:text-neutral-200" data-test="post-body">
      {paragraphs(body).map((block, index) =>
        block.startsWith('## ') ? (
          <h2 key={index} className="pt-2 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {block.slice(3)}
          </h2>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block}
          </p>
        ),
      )}
    </div>
  );
}
