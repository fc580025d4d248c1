/**
 * HTML the shop rendered from staff-written Markdown (App\Support\Markdown: raw HTML escaped, unsafe links
 * dropped), in the shop's type: headings, paragraphs, lists, links, quotes, tables and images, light and dark. On a
 * phone a table wider than the column scrolls inside its own box, so the page never scrolls sideways.
 * Never pass it anything else.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      data-test="prose"
      className={`max-w-none text-base leading-7 text-text [&_a]:font-medium [&_a]:text-accent-text [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:no-underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-text-muted [&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:text-sm [&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_hr]:my-8 [&_hr]:border-border [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4 [&_table]:mt-4 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm sm:[&_table]:table [&_td]:border-b [&_td]:border-border [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top [&_th]:border-b [&_th]:border-border [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
