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
