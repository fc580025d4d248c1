import type * as dialog from '@/components/ui/dialog';
import type * as drawer from '@/components/ui/drawer';
import { onDemand } from '@/lib/on-demand';

/**
 * The UI kit's Dialog and Drawer as pages show them behind a button: the same components and props, their chunk (and
 * Headless UI's) loaded on the first opening (lib/on-demand.tsx), so a page's first view does not carry them.
 */
export const Dialog = onDemand<Parameters<typeof dialog.Dialog>[0]>(() =>
  import('@/components/ui/dialog').then((module) => module.Dialog),
).Component;

export const Drawer = onDemand<Parameters<typeof drawer.Drawer>[0]>(() =>
  import('@/components/ui/drawer').then((module) => module.Drawer),
).Component;
