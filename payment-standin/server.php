<?php

/*
 * A local stand-in for maib's e-commerce (cards) and MIA QR APIs, for the tests and the demo's TEST MODE. It is not
 * maib and moves no money: its pages say so in Romanian and Russian. It follows the documented protocol: bearer
 * tokens that expire, /v1/pay, /v1/pay-info, /v1/refund, /v2/mia/qr (create, read), /v2/mia/payments, refunds, and
 * signed callbacks to the shop. Its hosted card page and "bank app" QR page have Pay and Decline buttons. Tests drive
 * faults through /__standin/* (a callback sent again, late, with a bad signature, a wrong amount, or never; the access
 * tokens run out).
 *
 * Run: php -S 127.0.0.1:8090 payment-standin/server.php, with STANDIN_DB (a SQLite file), STANDIN_PROJECT_ID,
 * STANDIN_PROJECT_SECRET, STANDIN_SIGNATURE_KEY (the same values the shop has as MAIB_* and MAIB_MIA_*).
 */

declare(strict_types=1);

const SIGNATURE_SEPARATOR = ':';

$env = static fn (string $name, string $default): string => is_string(getenv($name)) && getenv($name) !== '' ? (string) getenv($name) : $default;
$projectId = $env('STANDIN_PROJECT_ID', 'standin-project');
$projectSecret = $env('STANDIN_PROJECT_SECRET', 'standin-secret');
$signatureKey = $env('STANDIN_SIGNATURE_KEY', 'standin-signature-key');
$tokenTtl = (int) $env('STANDIN_TOKEN_TTL', '300');
$dbPath = $env('STANDIN_DB', sys_get_temp_dir().'/payment-standin.sqlite');

$db = new PDO('sqlite:'.$dbPath, options: [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC, PDO::ATTR_TIMEOUT => 10]);
$db->exec('PRAGMA journal_mode=WAL');
$db->exec('CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, expires INTEGER)');
$db->exec('CREATE TABLE IF NOT EXISTS payments (id TEXT PRIMARY KEY, kind TEXT, body TEXT, status TEXT, refunded REAL DEFAULT 0, pay_id TEXT, expires INTEGER, created INTEGER)');

$method = $_SERVER['REQUEST_METHOD'] ?? 'GET';
$path = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/';
$self = 'http://'.($_SERVER['HTTP_HOST'] ?? '127.0.0.1');
$raw = (string) file_get_contents('php://input');
$json = json_decode($raw, true);
$input = is_array($json) ? $json : $_POST;

function answer(int $status, array $body): never
{
    http_response_code($status);
    header('Content-Type: application/json');
    echo json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    exit;
}

function ok(array $result): never
{
    answer(200, ['result' => $result, 'ok' => true]);
}

function refuse(int $status, string $code, string $message): never
{
    answer($status, ['errors' => [['errorCode' => $code, 'errorMessage' => $message]], 'ok' => false]);
}

function uuid(): string
{
    $b = random_bytes(16);
    $b[6] = chr(ord($b[6]) & 0x0F | 0x40);
    $b[8] = chr(ord($b[8]) & 0x3F | 0x80);

    return vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($b), 4));
}

function signature(array $result, string $key): string
{
    $sort = static function (array $a) use (&$sort): array {
        ksort($a, SORT_STRING);
        foreach ($a as $k => $v) {
            if (is_array($v)) {
                $a[$k] = $sort($v);
            }
        }

        return $a;
    };
    $flat = static function (array $a) use (&$flat): array {
        $out = [];
        foreach ($a as $v) {
            if (is_array($v)) {
                array_push($out, ...$flat($v));
            } else {
                $out[] = is_bool($v) ? ($v ? '1' : '') : (string) $v;
            }
        }

        return $out;
    };
    $values = $flat($sort($result));
    $values[] = $key;

    return base64_encode(hash('sha256', implode(SIGNATURE_SEPARATOR, $values), true));
}

function bearer(PDO $db): void
{
    $header = $_SERVER['HTTP_AUTHORIZATION'] ?? '';
    $token = str_starts_with($header, 'Bearer ') ? substr($header, 7) : '';
    $row = $db->prepare('SELECT expires FROM tokens WHERE token = ?');
    $row->execute([$token]);
    $expires = $row->fetchColumn();
    if ($expires === false || (int) $expires < time()) {
        refuse(401, '401', 'Access token is not valid or has expired');
    }
}

function find(PDO $db, string $id): ?array
{
    $row = $db->prepare('SELECT * FROM payments WHERE id = ? OR pay_id = ?');
    $row->execute([$id, $id]);
    $found = $row->fetch();
    if ($found === false) {
        return null;
    }
    $found['body'] = json_decode($found['body'], true);
    if ($found['kind'] === 'qr' && $found['status'] === 'Active' && (int) $found['expires'] < time()) {
        $found['status'] = 'Expired';
    }

    return $found;
}

function save(PDO $db, array $payment): void
{
    $db->prepare('UPDATE payments SET status = ?, pay_id = ?, refunded = ?, body = ? WHERE id = ?')
        ->execute([$payment['status'], $payment['pay_id'], $payment['refunded'], json_encode($payment['body']), $payment['id']]);
}

/** What the shop is told of a payment: maib's pay-info / callback result, or the MIA callback result. */
function result(array $payment, ?float $amount = null): array
{
    $body = $payment['body'];
    if ($payment['kind'] === 'card') {
        $done = in_array($payment['status'], ['OK', 'FAILED'], true);

        return [
            'payId' => $payment['id'], 'orderId' => (string) ($body['orderId'] ?? ''), 'status' => $payment['status'],
            'statusCode' => $payment['status'] === 'OK' ? '000' : ($payment['status'] === 'FAILED' ? '116' : ''),
            'statusMessage' => $payment['status'] === 'OK' ? 'Approved' : ($payment['status'] === 'FAILED' ? 'Insufficient funds' : 'Created'),
            'threeDs' => $done ? 'AUTHENTICATED' : '', 'rrn' => $done ? '3312'.substr(preg_replace('/\D/', '', $payment['id']).'00000000', 0, 8) : '',
            'approval' => $payment['status'] === 'OK' ? strtoupper(substr(md5($payment['id']), 0, 6)) : '',
            'cardNumber' => $done ? '411111******1111' : '', 'amount' => $amount ?? (float) $body['amount'], 'currency' => (string) ($body['currency'] ?? 'MDL'),
        ];
    }

    return [
        'qrId' => $payment['id'], 'extensionId' => null, 'qrStatus' => $payment['status'], 'payId' => $payment['pay_id'],
        'referenceId' => $payment['pay_id'] === null ? null : 'MIA'.substr(preg_replace('/\D/', '', (string) $payment['pay_id']).'0000000000', 0, 10),
        'orderId' => (string) ($body['orderId'] ?? ''), 'amount' => $amount ?? (float) $body['amount'], 'commission' => 0.0,
        'currency' => 'MDL', 'payerName' => 'Ion T.', 'payerIban' => 'MD88AG000000011111111111',
        'executedAt' => $payment['status'] === 'Paid' ? gmdate('Y-m-d\TH:i:s\Z') : null, 'terminalId' => null,
    ];
}

/** Posts a signed callback to the shop; returns the shop's HTTP status. */
function callback(array $payment, string $key, bool $goodSignature = true, ?float $amount = null): int
{
    $result = result($payment, $amount);
    $body = json_encode(['result' => $result, 'signature' => $goodSignature ? signature($result, $key) : base64_encode(random_bytes(32))], JSON_UNESCAPED_SLASHES);
    $context = stream_context_create(['http' => ['method' => 'POST', 'header' => "Content-Type: application/json\r\n", 'content' => $body, 'ignore_errors' => true, 'timeout' => 10]]);
    $url = (string) ($payment['body']['callbackUrl'] ?? '');
    if ($url === '') {
        return 0;
    }
    @file_get_contents($url, false, $context);
    $status = 0;
    foreach ($http_response_header ?? [] as $line) {
        if (preg_match('#^HTTP/\S+ (\d{3})#', $line, $m)) {
            $status = (int) $m[1];
        }
    }

    return $status;
}

function page(string $language, string $title, string $content): never
{
    $banner = $language === 'ru' ? 'Тестовый режим — реальные деньги не списываются' : 'Mod de test — nu se transferă bani reali';
    header('Content-Type: text/html; charset=utf-8');
    echo '<!doctype html><html lang="'.htmlspecialchars($language).'"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">'
        .'<title>'.htmlspecialchars($title).'</title><style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}'
        .'.banner{background:#b45309;color:#fff;padding:12px 16px;font-weight:700;text-align:center}'
        .'main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.1)}'
        .'h1{font-size:20px;margin:0 0 8px}.amount{font-size:28px;font-weight:700;margin:12px 0 20px}'
        .'button{display:block;width:100%;padding:14px;margin:8px 0;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}'
        .'.pay{background:#15803d;color:#fff}.decline{background:#e5e7eb;color:#111}.note{font-size:13px;color:#555}</style></head><body>'
        .'<div class="banner" data-test="standin-test-mode">'.htmlspecialchars($banner).'</div><main>'.$content.'</main></body></html>';
    exit;
}

function words(string $language): array
{
    return $language === 'ru'
        ? ['card' => 'Оплата картой (тест)', 'qr' => 'Приложение банка (тест)', 'pay' => 'Оплатить', 'decline' => 'Отклонить', 'note' => 'Это локальная замена платёжной страницы maib для демо и тестов.', 'done' => 'Платёж уже обработан.', 'expired' => 'Срок QR-кода истёк.']
        : ['card' => 'Plată cu cardul (test)', 'qr' => 'Aplicația băncii (test)', 'pay' => 'Plătiți', 'decline' => 'Refuzați', 'note' => 'Aceasta este o înlocuire locală a paginii de plată maib, pentru demo și teste.', 'done' => 'Plata a fost deja procesată.', 'expired' => 'Codul QR a expirat.'];
}

// --- maib e-commerce -------------------------------------------------------------------------------------------------
if ($method === 'POST' && $path === '/v1/generate-token') {
    if (($input['projectId'] ?? null) !== $projectId || ($input['projectSecret'] ?? null) !== $projectSecret) {
        refuse(401, '401', 'Invalid project credentials');
    }
    $token = bin2hex(random_bytes(20));
    $db->prepare('INSERT INTO tokens (token, expires) VALUES (?, ?)')->execute([$token, time() + $tokenTtl]);
    ok(['accessToken' => $token, 'expiresIn' => $tokenTtl, 'refreshToken' => bin2hex(random_bytes(20)), 'refreshExpiresIn' => $tokenTtl * 4, 'tokenType' => 'Bearer']);
}
if ($method === 'POST' && $path === '/v1/pay') {
    bearer($db);
    foreach (['amount', 'currency', 'clientIp'] as $field) {
        if (! isset($input[$field])) {
            refuse(400, '12001', "Parameter '$field' is required");
        }
    }
    if (! is_numeric($input['amount']) || $input['amount'] < 1 || ! in_array($input['currency'], ['MDL', 'EUR', 'USD'], true)) {
        refuse(400, '12002', 'Invalid amount or currency');
    }
    $id = uuid();
    $db->prepare('INSERT INTO payments (id, kind, body, status, created) VALUES (?, ?, ?, ?, ?)')->execute([$id, 'card', json_encode($input), 'CREATED', time()]);
    ok(['payId' => $id, 'orderId' => (string) ($input['orderId'] ?? ''), 'payUrl' => $self.'/pay/'.$id]);
}
if ($method === 'GET' && preg_match('#^/v1/pay-info/([0-9a-f-]{36})$#', $path, $m)) {
    bearer($db);
    $payment = find($db, $m[1]) ?? refuse(404, '12010', 'Payment not found');
    ok(result($payment));
}
if ($method === 'POST' && $path === '/v1/refund') {
    bearer($db);
    $payment = find($db, (string) ($input['payId'] ?? '')) ?? refuse(404, '12010', 'Payment not found');
    $amount = (float) ($input['refundAmount'] ?? $payment['body']['amount']);
    if ($payment['status'] !== 'OK' || $amount <= 0 || (float) $payment['body']['amount'] + 0.001 < $payment['refunded'] + $amount) {
        ok(['payId' => $payment['id'], 'orderId' => (string) ($payment['body']['orderId'] ?? ''), 'status' => 'FAILED', 'statusCode' => '400', 'statusMessage' => 'Refund refused', 'refundAmount' => $amount]);
    }
    $payment['refunded'] += $amount;
    save($db, $payment);
    ok(['payId' => $payment['id'], 'orderId' => (string) ($payment['body']['orderId'] ?? ''), 'status' => 'OK', 'statusCode' => '400', 'statusMessage' => 'Refunded', 'refundAmount' => $amount]);
}

// --- MIA QR --------------------------------------------------------------------------------------------------------
if ($method === 'POST' && $path === '/v2/auth/token') {
    if (($input['clientId'] ?? null) !== $projectId || ($input['clientSecret'] ?? null) !== $projectSecret) {
        refuse(401, '401', 'Invalid client credentials');
    }
    $token = bin2hex(random_bytes(20));
    $db->prepare('INSERT INTO tokens (token, expires) VALUES (?, ?)')->execute([$token, time() + $tokenTtl]);
    ok(['accessToken' => $token, 'expiresIn' => $tokenTtl, 'tokenType' => 'Bearer']);
}
if ($method === 'POST' && $path === '/v2/mia/qr') {
    bearer($db);
    if (($input['type'] ?? null) !== 'Dynamic' || ($input['amountType'] ?? null) !== 'Fixed' || ! is_numeric($input['amount'] ?? null) || ($input['currency'] ?? null) !== 'MDL') {
        refuse(400, '400', 'A dynamic QR needs a fixed amount in MDL');
    }
    $expires = strtotime((string) ($input['expiresAt'] ?? '')) ?: time() + 900;
    $id = uuid();
    $db->prepare('INSERT INTO payments (id, kind, body, status, expires, created) VALUES (?, ?, ?, ?, ?, ?)')->execute([$id, 'qr', json_encode($input), 'Active', $expires, time()]);
    ok(['qrId' => $id, 'extensionId' => null, 'orderId' => (string) ($input['orderId'] ?? ''), 'type' => 'Dynamic', 'url' => $self.'/qr/'.$id, 'expiresAt' => gmdate('Y-m-d\TH:i:s\Z', $expires)]);
}
if ($method === 'GET' && preg_match('#^/v2/mia/qr/([0-9a-f-]{36})$#', $path, $m)) {
    bearer($db);
    $payment = find($db, $m[1]) ?? refuse(404, '404', 'QR not found');
    ok(['qrId' => $payment['id'], 'orderId' => (string) ($payment['body']['orderId'] ?? ''), 'status' => $payment['status'], 'type' => 'Dynamic', 'amountType' => 'Fixed', 'amount' => (float) $payment['body']['amount'], 'currency' => 'MDL', 'expiresAt' => gmdate('Y-m-d\TH:i:s\Z', (int) $payment['expires'])]);
}
if ($method === 'GET' && $path === '/v2/mia/payments') {
    bearer($db);
    $payment = find($db, (string) ($_GET['qrId'] ?? ''));
    $items = $payment !== null && $payment['pay_id'] !== null
        ? [['payId' => $payment['pay_id'], 'qrId' => $payment['id'], 'referenceId' => result($payment)['referenceId'], 'orderId' => (string) ($payment['body']['orderId'] ?? ''), 'amount' => (float) $payment['body']['amount'], 'currency' => 'MDL', 'status' => $payment['refunded'] > 0 ? 'Refunded' : 'Executed', 'payerName' => 'Ion T.', 'executedAt' => gmdate('Y-m-d\TH:i:s\Z')]]
        : [];
    ok(['items' => $items, 'totalCount' => count($items)]);
}
if ($method === 'POST' && preg_match('#^/v2/payments/([0-9a-f-]{36})/refund$#', $path, $m)) {
    bearer($db);
    $payment = find($db, $m[1]) ?? refuse(404, '404', 'Payment not found');
    $amount = (float) ($input['amount'] ?? $payment['body']['amount']);
    if ($payment['status'] !== 'Paid' || (float) $payment['body']['amount'] + 0.001 < $payment['refunded'] + $amount) {
        ok(['refundId' => uuid(), 'status' => 'Rejected']);
    }
    $payment['refunded'] += $amount;
    save($db, $payment);
    ok(['refundId' => uuid(), 'status' => 'Created']);
}

// --- The shopper's pages ---------------------------------------------------------------------------------------------
if (preg_match('#^/(pay|qr)/([0-9a-f-]{36})$#', $path, $m)) {
    $payment = find($db, $m[2]);
    if ($payment === null) {
        http_response_code(404);
        exit('Not found');
    }
    $language = ($payment['body']['language'] ?? null) === 'ru' || str_contains((string) ($payment['body']['redirectUrl'] ?? ''), '/ru/') ? 'ru' : 'ro';
    $w = words($language);
    $card = $payment['kind'] === 'card';
    $open = $card ? $payment['status'] === 'CREATED' : $payment['status'] === 'Active';
    if ($method === 'POST' && $open) {
        $pay = ($_POST['action'] ?? '') === 'pay';
        $payment['status'] = $card ? ($pay ? 'OK' : 'FAILED') : ($pay ? 'Paid' : 'Cancelled');
        if (! $card && $pay) {
            $payment['pay_id'] = uuid();
        }
        save($db, $payment);
        callback($payment, $signatureKey);
        $back = $card ? ($pay ? $payment['body']['okUrl'] : $payment['body']['failUrl']) : ($payment['body']['redirectUrl'] ?? null);
        if (is_string($back) && $back !== '') {
            header('Location: '.$back.(str_contains($back, '?') ? '&' : '?').http_build_query($card ? ['payId' => $payment['id'], 'orderId' => $payment['body']['orderId'] ?? ''] : []), true, 303);
            exit;
        }
        page($language, $w['qr'], '<h1>'.htmlspecialchars($w['qr']).'</h1><p>'.htmlspecialchars($w['done']).'</p>');
    }
    $amount = number_format((float) $payment['body']['amount'], 2, ',', ' ').' '.htmlspecialchars((string) ($payment['body']['currency'] ?? 'MDL'));
    $form = $open
        ? '<form method="post"><button class="pay" name="action" value="pay" data-test="standin-pay">'.$w['pay'].'</button>'
            .'<button class="decline" name="action" value="decline" data-test="standin-decline">'.$w['decline'].'</button></form>'
        : '<p>'.htmlspecialchars($payment['status'] === 'Expired' ? $w['expired'] : $w['done']).'</p>';
    page($language, $card ? $w['card'] : $w['qr'], '<h1>'.htmlspecialchars($card ? $w['card'] : $w['qr']).'</h1>'
        .'<p>'.htmlspecialchars((string) ($payment['body']['description'] ?? '')).'</p><p class="amount">'.$amount.'</p>'.$form
        .'<p class="note">'.htmlspecialchars($w['note']).'</p>');
}

// --- Faults, for the tests -------------------------------------------------------------------------------------------
// POST /__standin/settle {id, status: OK|FAILED|Paid|Expired, callbacks: n (0 = never), signature: good|bad, amount?}
if ($method === 'POST' && $path === '/__standin/settle') {
    $payment = find($db, (string) ($input['id'] ?? '')) ?? answer(404, ['ok' => false]);
    $payment['status'] = (string) ($input['status'] ?? 'OK');
    if ($payment['kind'] === 'qr' && $payment['status'] === 'Paid' && $payment['pay_id'] === null) {
        $payment['pay_id'] = uuid();
    }
    save($db, $payment);
    $statuses = [];
    for ($i = 0; $i < (int) ($input['callbacks'] ?? 1); $i++) {
        $statuses[] = callback($payment, $signatureKey, ($input['signature'] ?? 'good') === 'good', isset($input['amount']) ? (float) $input['amount'] : null);
    }
    answer(200, ['ok' => true, 'shop' => $statuses]);
}
// POST /__standin/callback {id, status, signature, amount?}: a callback alone (an old one arriving late), the state kept.
if ($method === 'POST' && $path === '/__standin/callback') {
    $payment = find($db, (string) ($input['id'] ?? '')) ?? answer(404, ['ok' => false]);
    $payment['status'] = (string) ($input['status'] ?? $payment['status']);
    answer(200, ['ok' => true, 'shop' => [callback($payment, $signatureKey, ($input['signature'] ?? 'good') === 'good', isset($input['amount']) ? (float) $input['amount'] : null)]]);
}
// POST /__standin/expire-tokens: every access token handed out so far runs out now (the next call with one is a 401).
if ($method === 'POST' && $path === '/__standin/expire-tokens') {
    $expired = $db->prepare('UPDATE tokens SET expires = ? WHERE expires >= ?');
    $expired->execute([time() - 1, time() - 1]);
    answer(200, ['ok' => true, 'expired' => $expired->rowCount()]);
}
if ($path === '/favicon.ico') {
    http_response_code(204);
    exit;
}
if ($path === '/__standin/health') {
    answer(200, ['ok' => true]);
}

refuse(404, '404', 'No such endpoint');
