import { useForm } from '@inertiajs/react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { resolveName, toSimpleValidationErrors } from '@/lib/stand-ins/laravel-precognition';

describe('the laravel-precognition stand-in', () => {
  it('leaves useForm as it is: data, errors, reset', () => {
    const { result } = renderHook(() => useForm({ name: 'Ana', phone: '' }));

    act(() => result.current.setData('phone', '+37369123456'));
    act(() => result.current.setError('phone', 'Numărul nu este valid.'));

    expect(result.current.data).toEqual({ name: 'Ana', phone: '+37369123456' });
    expect(result.current.errors).toEqual({ phone: 'Numărul nu este valid.' });
    expect(result.current.isDirty).toBe(true);

    act(() => result.current.reset());
    expect(result.current.data).toEqual({ name: 'Ana', phone: '' });
  });

  it('refuses live validation loudly instead of half-doing it', () => {
    const { result } = renderHook(() => useForm({ name: '' }));

    expect(() => act(() => void result.current.withPrecognition('post', '/contacte'))).toThrow(
      /Precognition is not part of this build/,
    );
  });

  it('keeps the helpers Inertia calls in the library’s shape', () => {
    expect(toSimpleValidationErrors({ a: ['first', 'second'], b: 'only' })).toEqual({ a: 'first', b: 'only' });
    expect(resolveName('email')).toBe('email');
    expect(resolveName({ target: { name: 'phone' } })).toBe('phone');
  });
});
