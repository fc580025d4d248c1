import { type ReactNode } from 'react';

/** One block of the showcase: a heading and its examples in a responsive grid. */
export function ShowcaseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-test={`showcase-${id}`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-text">
        {title}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** One example inside a section, captioned with the state it shows. */
export function Example({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 space-y-3 ${wide ? 'md:col-span-2' : ''}`}>
      <h3 className="text-xs font-semibold tracking-wide text-text-muted uppercase">{title}</h3>
      {children}
    </div>
  );
}
