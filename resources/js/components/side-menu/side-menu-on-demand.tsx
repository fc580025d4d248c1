import { onDemand } from '@/lib/on-demand';
import { useHeaderState } from '@/state/header-state';

/** The side menu's chunk (Headless UI's Dialog with it): loaded when the burger is first pointed at, focused or used. */
export const sideMenu = onDemand<Record<never, never>>(() =>
  import('@/components/side-menu/side-menu').then((module) => module.SideMenu),
);

/** The side menu, rendered from the first time it opens; nothing in the first view, on the server or in the browser. */
export function SideMenuOnDemand() {
  const open = useHeaderState((state) => state.headerShow);

  return <sideMenu.Component open={open} />;
}
