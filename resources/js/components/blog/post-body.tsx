import { Prose } from '@/components/ui/prose';

/** A post's body: the HTML the shop rendered from its Markdown (App\Support\Markdown), never raw input. */
export function PostBody({ html }: { html: string }) {
  return (
    <div data-test="post-body">
      <Prose html={html} />
    </div>
  );
}
