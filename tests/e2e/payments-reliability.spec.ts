import { createHash, randomUUID } from 'node:crypto';

import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { baseUrl, paymentSignatureKey } from './support/server';

// Callbacks of maib over real HTTP against several PHP workers (tests/e2e/support/server.ts): the same valid callback
// many times at once, and an OK and a FAILED racing, pay the order exactly once (one timeline row, one mail, one audit
// entry), and a FAILED never unpays it. Run on SQLite and, from scripts/test.sh, on PostgreSQL.

type Result = Record<string, string | number>;

/** maib's signature of a callback's result: values by sorted key, joined by ':', the key last, SHA-256, base64. */
function sign(result: Result): string {
  const values = Object.keys(result)
    .sort()
    .map((key) => String(result[key]));

  return createHash('sha256')
    .update([...values, paymentSignatureKey].join(':'))
    .digest('base64');
}

function pendingCardPayment(): { order: number; payId: string; amount: number } {
  const payId = randomUUID();
  const out = php(`
    $o = App\\Models\\Order::factory()->createOne(['payment_method' => 'online_card', 'email' => 'plata.${Date.now()}@example.md', 'held_until' => now()->addMinutes(30)]);
    App\\Models\\Payment::query()->create(['order_id' => $o->id, 'public_id' => (string) Illuminate\\Support\\Str::uuid(), 'provider' => 'maib', 'method' => 'card', 'status' => 'pending', 'reference' => '${payId}', 'amount' => $o->total, 'expires_at' => now()->addMinutes(30)]);
    echo json_encode(['order' => $o->id, 'amount' => $o->total]);
  `);
  const made = JSON.parse(out.split('\n').pop()!) as { order: number; amount: number };

  return { ...made, payId };
}

function callback(payId: string, amount: number, status: 'OK' | 'FAILED'): Promise<number> {
  const result: Result = {
    payId,
    orderId: 'e2e',
    status,
    statusCode: status === 'OK' ? '000' : '116',
    statusMessage: status === 'OK' ? 'Approved' : 'Insufficient funds',
    rrn: '331711380059',
    approval: '327593',
    cardNumber: '510218******1124',
    amount: amount / 100,
    currency: 'MDL',
  };

  return fetch(`${baseUrl}/plata/notificare/maib`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ result, signature: sign(result) }),
  }).then((response) => response.status);
}

function counts(order: number): Record<string, number | string> {
  const out = php(`
    echo json_encode([
      'payment' => App\\Models\\Payment::query()->where('order_id', ${order})->value('status'),
      'paid' => App\\Models\\Order::query()->whereKey(${order})->whereNotNull('paid_at')->count(),
      'events' => App\\Models\\OrderEvent::query()->where('order_id', ${order})->where('type', 'payment')->where('to_status', 'paid')->count(),
      'mails' => Illuminate\\Support\\Facades\\DB::table('order_mails')->where('order_id', ${order})->where('type', 'paid')->count(),
      'audit' => App\\Models\\AuditEntry::query()->where('action', 'payment.paid')->where('subject_id', (string) ${order})->count(),
      'callbacks' => Illuminate\\Support\\Facades\\DB::table('payment_callbacks')->join('payments', 'payments.id', '=', 'payment_callbacks.payment_id')->where('payments.order_id', ${order})->count(),
    ]);
  `);

  return JSON.parse(out.split('\n').pop()!) as Record<string, number | string>;
}

test.describe('online payment callbacks under concurrency', () => {
  test('pays the order once from 20 identical callbacks at once', async () => {
    test.setTimeout(120_000);
    const { order, payId, amount } = pendingCardPayment();

    const statuses = await Promise.all(Array.from({ length: 20 }, () => callback(payId, amount, 'OK')));

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(counts(order)).toMatchObject({ payment: 'paid', paid: 1, events: 1, mails: 1, audit: 1 });
    // Kept, but bounded (payments.callbacks.keep_per_payment).
    expect(Number(counts(order).callbacks)).toBeLessThanOrEqual(22);
  });

  test('an OK and a FAILED racing leave the order paid once, never unpaid', async () => {
    test.setTimeout(120_000);
    for (let round = 0; round < 3; round++) {
      const { order, payId, amount } = pendingCardPayment();
      const statuses = await Promise.all([
        ...Array.from({ length: 6 }, () => callback(payId, amount, 'FAILED')),
        ...Array.from({ length: 6 }, () => callback(payId, amount, 'OK')),
      ]);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      // A FAILED that won first leaves the payment failed; the OK after it still pays, once.
      expect(counts(order)).toMatchObject({ payment: 'paid', paid: 1, events: 1, mails: 1, audit: 1 });
      expect(await callback(payId, amount, 'FAILED')).toBe(200);
      expect(counts(order)).toMatchObject({ payment: 'paid', paid: 1, events: 1 });
    }
  });

  test('refuses a callback whose signature does not hold, and one for a payment the shop never started', async () => {
    const { order, payId, amount } = pendingCardPayment();
    const result: Result = { payId, orderId: 'e2e', status: 'OK', amount: amount / 100, currency: 'MDL' };
    const forged = await fetch(`${baseUrl}/plata/notificare/maib`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ result, signature: 'AAAA' }),
    });
    expect(forged.status).toBe(403);
    expect(await callback(randomUUID(), amount, 'OK')).toBe(404);
    expect(counts(order)).toMatchObject({ payment: 'pending', paid: 0, events: 0, callbacks: 1 });
  });
});
