import { type BoundField } from '@/hooks/use-form-field';

/** The part of an Inertia form the path helpers read and write. */
export type PathForm<T> = {
  data: T;
  errors: Partial<Record<string, string>>;
  setData: (update: (data: T) => T) => void;
  clearErrors: (...fields: never[]) => void;
};

/** The value at a dotted path (`title.ro`, `figures.2.label.ru`). */
export function getIn(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

/** A copy of `data` with the value at a dotted path replaced; arrays stay arrays. */
export function setIn<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const key = head ?? '';
  const current = data as unknown as Record<string, unknown> | unknown[];
  const next =
    rest.length === 0
      ? value
      : setIn(Array.isArray(current) ? current[Number(key)] : current[key], rest.join('.'), value);
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(key)] = next;
    return copy as unknown as T;
  }
  return { ...current, [key]: next } as T;
}

/**
 * Binds a kit field to a nested key of an Inertia form (`field('title.ro')`): name, value, change handler and the
 * server's error for that key (Laravel names nested errors by the same dotted path).
 */
export function pathField<T>(form: PathForm<T>) {
  return function field<V = string>(path: string): BoundField<V> {
    return {
      name: path,
      value: getIn(form.data, path) as V,
      onChange: (value: V) => {
        form.setData((data) => setIn(data, path, value));
        if (form.errors[path] !== undefined) form.clearErrors(path as never);
      },
      error: form.errors[path],
    };
  };
}
