// The parts of lucide-react that the Icon stand-in (lib/stand-ins/lucide-icon.ts) builds on; the package ships no
// types for its files.
declare module 'lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs' {
  export default function buildLucideIconForReact(icon: object, params: Record<string, unknown>): unknown;
}
declare module 'lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs' {
  export function hasA11yProp(props: Record<string, unknown>): boolean;
}
declare module 'lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs' {
  export function mergeClasses(...classes: string[]): string;
}
declare module 'lucide-react/dist/esm/context.mjs' {
  export function useLucideContext(): Record<string, unknown> | undefined;
}
declare module 'lucide-react/dist/esm/Icon.mjs' {
  import { type ComponentType } from 'react';
  const Icon: ComponentType<Record<string, unknown>>;
  export default Icon;
}
