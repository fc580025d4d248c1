import { usePage } from '@inertiajs/react';
import { Zap } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useRoute } from '@/lib/route';

/** The shop's name as the home link. */
export function LogoLink() {
  const { appName } = usePage().props;
  const route = useRoute();

  return (
    <Link
      href={route('home')}
      prefetch="hover"
      data-test="logo-link"
      className="flex min-w-0 items-center gap-2 rounded-md text-base font-bold sm:text-lg tracking-tight text-text"
    >
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-white"
        aria-hidden="true"
      >
        <Zap className="size-5" strokeWidth={2.5} />
      </span>
      <span className="truncate">{appName}</span>
    </Link>
  );
}
