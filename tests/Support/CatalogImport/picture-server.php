<?php

declare(strict_types=1);

// The catalogue import tests' picture server, served by `php -S` on 127.0.0.1 (tests/Support/CatalogImport/PictureServer).
$path = (string) parse_url((string) ($_SERVER['REQUEST_URI'] ?? '/'), PHP_URL_PATH);

$png = static function (int $width, int $height): string {
    $image = imagecreatetruecolor($width, $height);
    imagefill($image, 0, 0, (int) imagecolorallocate($image, 30, 120, 200));
    ob_start();
    imagepng($image);

    return (string) ob_get_clean();
};

// `/served/<root, base64url>/<file>`: a file of a disk the test faked under the project's storage folder, as a shop's
// media server would serve it (the catalogue export's picture URLs). The storage folder is the test run's own when it
// has one (LARAVEL_STORAGE_PATH, inherited from the run that started this server).
if (preg_match('#^/served/([A-Za-z0-9_-]+)/(.+)$#', $path, $served) === 1) {
    $storage = realpath((string) (getenv('LARAVEL_STORAGE_PATH') ?: dirname(__DIR__, 3).'/storage'));
    $decoded = base64_decode(strtr($served[1], '-_', '+/'), true);
    $root = $decoded === false ? false : realpath($decoded);
    $file = $root === false ? false : realpath($root.'/'.rawurldecode($served[2]));
    if ($storage === false || $root === false || $file === false || ! str_starts_with($root, $storage.'/') || ! str_starts_with($file, $root.'/') || ! is_file($file)) {
        http_response_code(404);
        echo 'missing';

        return;
    }
    header('Content-Type: application/octet-stream');
    readfile($file);

    return;
}

switch ($path) {
    case '/health':
        echo 'ok';
        break;
    case '/tv.png':
        header('Content-Type: image/png');
        echo $png(40, 30);
        break;
    case '/tv-2.png':
        header('Content-Type: image/png');
        echo $png(50, 20);
        break;
    case '/text.png':
        header('Content-Type: image/png');
        echo '<?php echo "not a picture";';
        break;
    case '/big.png':
        // No Content-Length: the size is only seen while the body arrives.
        header('Content-Type: image/png');
        $chunk = str_repeat('x', 65536);
        for ($i = 0; $i < 64; $i++) {
            echo $chunk;
            flush();
        }
        break;
    case '/slow.png':
        sleep(4);
        header('Content-Type: image/png');
        echo $png(10, 10);
        break;
    case '/redirect-inside':
        header('Location: http://169.254.169.254/latest/meta-data/', true, 302);
        break;
    case '/redirect-ok':
        header('Location: /tv-2.png', true, 302);
        break;
    default:
        http_response_code(404);
        echo 'missing';
}
