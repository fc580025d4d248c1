import { randomUUID } from 'node:crypto';

import { expect, test } from './support/fixtures';

import { php, Shopper } from './shopping/client';
import { paymentStandInEnv, paymentStandInUrl } from './support/server';
import { createStaff } from './support/staff';
import { currentStep, totp } from './support/totp';

// Returns and refunds over real HTTP against several PHP workers (tests/e2e/support/server.ts), through the back
// office's own routes, signed in as a manager (docs/returns.md): a return's goods received many times at once go back
// on the shelf once; refunds sent at once, in cash or to the card beside cash, never give back more than was paid.
// Run on SQLite and, from scripts/test.sh, on PostgreSQL.

type Answer = { status: number; body: string };

/** A manager signed in over HTTP: password, then the two-factor code. */
async function manager(): Promise<Shopper> {
  const account = createStaff('manager', 'ro');
  const staff = await new Shopper().start();
  const login = await staff.request('POST', '/autentificare', { email: account.email, password: account.password });
  expect(login.status, await login.clone().text()).toBeLessThan(400);
  const code = await staff.request('POST', '/autentificare/cod', { code: totp(account.secret, currentStep()) });
  expect(code.status, await code.clone().text()).toBeLessThan(400);
  const page = await staff.request('GET', '/admin', undefined, { Accept: 'text/html' });
  expect(page.status).toBe(200);

  return staff;
}

function json<T>(code: string): T {
  return JSON.parse(php(code).split('\n').pop()!) as T;
}

async function atOnce(requests: (() => Promise<Response>)[]): Promise<Answer[]> {
  return Promise.all(
    requests.map(async (send) => {
      const response = await send();

      return { status: response.status, body: await response.text() };
    }),
  );
}

/** Answers other than made (302 back to the order page) or refused with a reason (409, 422). */
function odd(answers: Answer[]): string[] {
  return answers.filter((a) => ![302, 409, 422].includes(a.status)).map((a) => `${a.status} ${a.body.slice(0, 300)}`);
}

/** An order of 2 000 lei: completed (paid at the door), or cancelled after a card payment captured at the stand-in. */
function order(kind: 'completed' | 'card'): { number: string; store: number } {
  return json(`
    $o = App\\Models\\Order::factory()->status(App\\Enums\\OrderStatus::${kind === 'completed' ? 'Completed' : 'Cancelled'})->createOne(['total' => 200000, 'subtotal' => 200000, 'payment_method' => '${kind === 'completed' ? 'cash' : 'online_card'}', 'email' => 'retur.${Date.now()}@example.md']);
    echo json_encode(['number' => $o->number, 'id' => $o->id, 'store' => App\\Models\\Store::scopeShops(App\\Models\\Store::query())->value('id')]);
  `);
}

/** A card payment of 2 000 lei made at the stand-in (so it takes refunds up to that) and recorded as paying the order. */
async function cardPayment(number: string): Promise<void> {
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${paymentStandInUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);

    return ((await response.json()) as { result?: Record<string, string> }).result ?? {};
  };
  const { accessToken } = await call('/v1/generate-token', {
    projectId: paymentStandInEnv.STANDIN_PROJECT_ID,
    projectSecret: paymentStandInEnv.STANDIN_PROJECT_SECRET,
  });
  const { payId } = await call('/v1/pay', { amount: 2000, currency: 'MDL', clientIp: '127.0.0.1' }, accessToken);
  await call('/__standin/settle', { id: payId, status: 'OK', callbacks: 0 });
  php(`
    $o = App\\Models\\Order::query()->where('number', '${number}')->sole();
    App\\Models\\Payment::query()->create(['order_id' => $o->id, 'public_id' => (string) Illuminate\\Support\\Str::uuid(), 'provider' => 'maib', 'method' => 'card', 'status' => 'paid', 'reference' => '${payId}', 'amount' => 200000, 'captured' => 200000, 'paid_at' => now()]);
  `);
}

type Money = { paid: number; refunded: number; rows: number; rowsSum: number; cardRefunded: number; mails: number };

function money(number: string): Money {
  return json(`
    $o = App\\Models\\Order::query()->where('number', '${number}')->sole();
    echo json_encode([
      'paid' => App\\Services\\Returns\\AfterSaleRules::paid($o),
      'refunded' => App\\Services\\Returns\\AfterSaleRules::refunded($o),
      'rows' => App\\Models\\Refund::query()->where('order_id', $o->id)->count(),
      'rowsSum' => (int) App\\Models\\Refund::query()->where('order_id', $o->id)->sum('amount'),
      'cardRefunded' => (int) App\\Models\\Payment::query()->where('order_id', $o->id)->sum('refunded'),
      'mails' => Illuminate\\Support\\Facades\\DB::table('order_mails')->where('order_id', $o->id)->where('type', 'like', 'refund_%')->count(),
    ]);
  `);
}

test.describe('returns and refunds under concurrency', () => {
  test('a return’s goods received 12 times at once go back on the shelf once', async ({ productsWithUnits }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(5))[0]!;
    const made = json<{ number: string; return: number; line: number; place: number; before: number }>(`
      $p = App\\Models\\Product::query()->findOrFail(${product.id});
      $o = App\\Models\\Order::factory()->status(App\\Enums\\OrderStatus::Completed)->withLine($p, 3)->createOne(['email' => 'primire.${Date.now()}@example.md']);
      $r = App\\Models\\OrderReturn::query()->create(['order_id' => $o->id, 'status' => 'accepted', 'reason' => 'defective', 'handover' => 'courier', 'address' => 'str. Ismail 5', 'version' => 1]);
      $l = $r->lines()->create(['order_line_id' => $o->lines()->value('id'), 'quantity' => 3]);
      $place = Illuminate\\Support\\Facades\\DB::table('product_stock')->where('product_id', $p->id)->value('store_id');
      echo json_encode(['number' => $o->number, 'return' => $r->id, 'line' => $l->id, 'place' => $place, 'before' => $p->stock_total]);
    `);
    const staff = await manager();

    const answers = await atOnce(
      Array.from(
        { length: 12 },
        () => () =>
          staff.request('PUT', `/admin/retururi/${made.return}/primire`, {
            version: 1,
            lines: { [made.line]: { quantity: 3, condition: 'sellable', place_id: made.place } },
          }),
      ),
    );

    expect(odd(answers)).toEqual([]);
    expect(answers.filter((a) => a.status === 302)).toHaveLength(1);
    expect(
      json<{ total: number; places: number; status: string; audits: number; mails: number }>(`
        $o = App\\Models\\Order::query()->where('number', '${made.number}')->sole();
        echo json_encode([
          'total' => (int) App\\Models\\Product::query()->whereKey(${product.id})->value('stock_total'),
          'places' => (int) Illuminate\\Support\\Facades\\DB::table('product_stock')->where('product_id', ${product.id})->sum('quantity'),
          'status' => App\\Models\\OrderReturn::query()->whereKey(${made.return})->value('status'),
          'audits' => App\\Models\\AuditEntry::query()->where('action', 'return.receive')->where('subject_id', (string) $o->id)->count(),
          'mails' => Illuminate\\Support\\Facades\\DB::table('order_mails')->where('type', 'return_${made.return}_received')->count(),
        ]);
      `),
    ).toEqual({ total: made.before + 3, places: made.before + 3, status: 'received', audits: 1, mails: 1 });
  });

  test('ten cash refunds of 400 lei at once on an order that paid 2 000 make exactly five', async () => {
    test.setTimeout(120_000);
    const { number, store } = order('completed');
    const staff = await manager();

    const answers = await atOnce(
      Array.from(
        { length: 10 },
        () => () =>
          staff.request('POST', `/admin/comenzi/${number}/rambursari`, {
            method: 'cash',
            amount: 40_000,
            store_id: store,
            key: randomUUID(),
          }),
      ),
    );

    expect(odd(answers)).toEqual([]);
    expect(answers.filter((a) => a.status === 302)).toHaveLength(5);
    expect(money(number)).toEqual({
      paid: 200_000,
      refunded: 200_000,
      rows: 5,
      rowsSum: 200_000,
      cardRefunded: 0,
      mails: 5,
    });
  });

  test('twelve card refunds beside twelve cash refunds of 200 lei, all at once, make exactly ten of 2 000 paid', async () => {
    test.setTimeout(120_000);
    const { number, store } = order('card');
    await cardPayment(number);
    const staff = await manager();
    const refund = (method: 'card' | 'cash') => () =>
      staff.request('POST', `/admin/comenzi/${number}/rambursari`, {
        method,
        amount: 20_000,
        store_id: method === 'cash' ? store : null,
        key: randomUUID(),
      });

    const answers = await atOnce([
      ...Array.from({ length: 12 }, () => refund('card')),
      ...Array.from({ length: 12 }, () => refund('cash')),
    ]);

    expect(odd(answers)).toEqual([]);
    const made = answers.filter((a) => a.status === 302).length;
    const after = money(number);
    // The money refunded is exactly what was made, never past what was paid; the card's share went through the
    // provider and nothing is left reserved.
    expect(after.paid).toBe(200_000);
    expect(after.rowsSum).toBe(made * 20_000);
    expect(after.refunded).toBe(after.rowsSum);
    expect(after.refunded).toBeLessThanOrEqual(200_000);
    expect(made).toBe(10);
    const card = json<{ rows: number; done: number; pending: number }>(`
      $o = App\\Models\\Order::query()->where('number', '${number}')->sole();
      echo json_encode([
        'rows' => (int) App\\Models\\Refund::query()->where('order_id', $o->id)->where('method', 'card')->sum('amount'),
        'done' => (int) App\\Models\\PaymentRefund::query()->where('order_id', $o->id)->where('status', 'done')->sum('amount'),
        'pending' => App\\Models\\PaymentRefund::query()->where('order_id', $o->id)->where('status', 'pending')->count(),
      ]);
    `);
    expect(card).toEqual({ rows: card.done, done: after.cardRefunded, pending: 0 });
  });
});
