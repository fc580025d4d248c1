<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

use App\Infrastructure\Images\ImageStore;
use GdImage;

/**
 * Drawn pictures of the demo catalogue (no photos): each product's silhouette in its colour with its brand and size
 * label, seen from the front, at an angle, in close-up, in a room and beside its box; brand wordmarks; category tiles.
 * A picture's key is a hash of what it shows, so a picture already in the media store is never drawn again.
 */
final class DemoPictures
{
    /** Bump to redraw every picture after the drawing changes. */
    private const VERSION = 'v1';

    /** Shapes with a screen, redrawn since the screen's picture is clipped to the glass. */
    private const SCREENS = ['tv', 'monitor', 'laptop', 'phone', 'tablet', 'keypad', 'watch', 'band'];

    /** The pixels of a stored product picture (its product_images row says so, for srcset, width and height). */
    public const STORED_WIDTH = 800;

    public const STORED_HEIGHT = 640;

    private const WIDTH = 960;

    private const HEIGHT = 768;

    private const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

    private const FONT_REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

    public const VIEWS = ['front', 'angle', 'detail', 'scene', 'box'];

    private const COLORS = [
        'negru' => [38, 40, 46], 'alb' => [240, 241, 243], 'argintiu' => [190, 195, 202], 'gri' => [112, 118, 128],
        'albastru' => [37, 84, 170], 'rosu' => [196, 38, 48], 'verde' => [62, 128, 110], 'roz' => [232, 170, 186],
        'violet' => [128, 100, 178], 'auriu' => [206, 180, 140], 'galben' => [236, 204, 92],
    ];

    /** Where drawn pictures are kept between seedings (each picture's variants in a folder named by its key). */
    private readonly string $cacheDirectory;

    /**
     * Several processes may fill the drawing cache at once (the PHP tests on two databases on a fresh machine, two
     * seedings): a variant is written under a name of its own process and renamed into place whole, and a picture
     * counts as drawn only once every one of its variants is there.
     */
    public function __construct(private readonly ImageStore $store, ?string $cacheDirectory = null)
    {
        $this->cacheDirectory = $cacheDirectory ?? storage_path('app/demo-pictures');
    }

    /** How many pictures a model has: three to five, by its name. */
    public static function count(DemoModel $model): int
    {
        return 3 + crc32($model->name['ro']) % 3;
    }

    /**
     * The keys of a model's pictures.
     *
     * @return list<string>
     */
    public static function keys(DemoModel $model): array
    {
        $keys = [];
        foreach (array_slice(self::VIEWS, 0, self::count($model)) as $view) {
            $keys[$view] = 'products/'.substr(sha1(self::revision($model->shape).($view === 'angle' ? '.turned' : '').'|'.$model->name['ro'].'|'.$model->color.'|'.$view), 0, 26);
        }

        return array_values($keys);
    }

    /**
     * Makes sure every picture of these models is in the media store: copied from the drawing cache, or drawn into
     * it first (by two processes where the machine can fork, since drawing ~2 000 pictures is the slow part).
     *
     * @param  list<DemoModel>  $models
     */
    public function products(array $models): void
    {
        $missing = [];
        foreach ($models as $model) {
            foreach (self::keys($model) as $index => $key) {
                if (! $this->store->exists($key, 'card')) {
                    $missing[] = [$model, self::VIEWS[$index], $key];
                }
            }
        }
        $undrawn = array_values(array_filter($missing, fn (array $job): bool => ! $this->isCached($job[2], 'products')));
        $this->drawAll($undrawn);
        foreach ($missing as [, , $key]) {
            $this->copy($key, 'products');
        }
    }

    private static function revision(string $shape): string
    {
        return self::VERSION.(in_array($shape, self::SCREENS, true) ? '.1' : '');
    }

    public function brand(string $name): string
    {
        $size = min(40, (int) (300 / max(3, mb_strlen($name)) * 1.5));
        $fitted = $size;
        // A long name with wide letters ("Cooper&Hunter") is set smaller until it fits the tile with a margin.
        while ($fitted > 12 && self::textWidth($name, $fitted) > 288) {
            $fitted--;
        }
        // Only a wordmark that had to shrink gets a new key (and is drawn again); the others keep their pictures.
        $key = 'brands/'.substr(sha1(self::VERSION.'|brand|'.$name.($fitted === $size ? '' : '|'.$fitted)), 0, 26);
        $size = $fitted;

        return $this->ensure($key, 'brands', static function () use ($name, $size): GdImage {
            $image = self::canvas(320, 120, [255, 255, 255]);
            $hue = crc32($name);
            $ink = self::allocate($image, [40 + $hue % 120, 40 + intdiv($hue, 7) % 100, 60 + intdiv($hue, 13) % 140]);
            $width = self::textWidth($name, $size);
            imagettftext($image, $size, 0, (int) ((320 - $width) / 2), 60 + intdiv($size, 2), $ink, self::FONT, $name);
            imagefilledrectangle($image, (int) ((320 - $width) / 2), 78 + intdiv($size, 2), (int) ((320 - $width) / 2) + min($width, 60), 82 + intdiv($size, 2), $ink);

            return $image;
        });
    }

    /** A category's tile: the silhouette of its products on a soft background. */
    public function category(string $slug, string $shape, string $color): string
    {
        $key = 'categories/'.substr(sha1(self::revision($shape).'|category|'.$slug.'|'.$shape), 0, 26);

        return $this->ensure($key, 'categories', static function () use ($slug, $shape, $color): GdImage {
            $image = self::canvas(320, 320, self::tint($slug, 236));
            self::silhouette($image, $shape, self::COLORS[$color] ?? self::COLORS['negru'], 160, 165, 200, $slug);

            return $image;
        });
    }

    /**
     * @param  callable(): GdImage  $draw
     */
    private function ensure(string $key, string $collection, callable $draw): string
    {
        if (! $this->store->exists($key, (string) array_key_first(ImageStore::widths($collection)))) {
            if (! $this->isCached($key, $collection)) {
                $this->cache($key, ImageStore::drawnVariants($draw(), $collection));
            }
            $this->copy($key, $collection);
        }

        return $key;
    }

    /**
     * @param  list<array{0: DemoModel, 1: string, 2: string}>  $jobs
     */
    private function drawAll(array $jobs): void
    {
        $workers = function_exists('pcntl_fork') && count($jobs) > 40 ? 2 : 1;
        $children = [];
        for ($worker = 1; $worker < $workers; $worker++) {
            $pid = pcntl_fork();
            if ($pid === 0) {
                $this->drawShare($jobs, $worker, $workers);
                // Leave without running the parent's shutdown handlers (database, logs) in the copy.
                pcntl_exec('/bin/true');
            }
            if ($pid > 0) {
                $children[] = $pid;
            } else {
                $workers = $worker;
            }
        }
        $this->drawShare($jobs, 0, $workers);
        foreach ($children as $pid) {
            pcntl_waitpid($pid, $status);
        }
    }

    /**
     * @param  list<array{0: DemoModel, 1: string, 2: string}>  $jobs
     */
    private function drawShare(array $jobs, int $worker, int $workers): void
    {
        foreach ($jobs as $index => [$model, $view, $key]) {
            if ($index % $workers === $worker) {
                $this->cache($key, ImageStore::drawnVariants($this->draw($model, $view), 'products'));
            }
        }
    }

    /**
     * @param  array<string, string>  $variants
     */
    private function cache(string $key, array $variants): void
    {
        $directory = dirname($this->cached($key, 'x'));
        if (! is_dir($directory)) {
            @mkdir($directory, 0775, true);
        }
        foreach ($variants as $variant => $bytes) {
            $part = $this->cached($key, $variant).'.'.getmypid().'-'.bin2hex(random_bytes(4)).'.part';
            file_put_contents($part, $bytes);
            rename($part, $this->cached($key, $variant));
        }
    }

    /** Whether every variant of this picture is in the drawing cache, not only the first one another process wrote. */
    private function isCached(string $key, string $collection): bool
    {
        foreach (array_keys(ImageStore::widths($collection)) as $variant) {
            if (! is_file($this->cached($key, $variant))) {
                return false;
            }
        }

        return true;
    }

    private function copy(string $key, string $collection): void
    {
        $variants = [];
        foreach (array_keys(ImageStore::widths($collection)) as $variant) {
            $variants[$variant] = (string) file_get_contents($this->cached($key, $variant));
        }
        $this->store->putVariants($key, $variants);
    }

    private function cached(string $key, string $variant): string
    {
        return $this->cacheDirectory.'/'.$key.'/'.$variant.'.webp';
    }

    private function draw(DemoModel $model, string $view): GdImage
    {
        $color = self::COLORS[$model->color] ?? self::COLORS['negru'];
        $seed = $model->name['ro'];
        $image = self::canvas(self::WIDTH, self::HEIGHT, self::tint($seed, $view === 'scene' ? 226 : 244));

        switch ($view) {
            case 'front':
                self::shadow($image, 480, 640, 520);
                self::silhouette($image, $model->shape, $color, 480, 380, 520, $seed);
                break;
            case 'angle':
                // The product turned a little, on the same straight background as the other views: drawn on a clear
                // layer whose columns are shifted, so only the product moves (an affine transform of the whole picture
                // tilted the background too and filled the corners it uncovered with black).
                $layer = self::clearLayer();
                self::shadow($layer, 480, 650, 520);
                self::silhouette($layer, $model->shape, $color, 480, 380, 500, $seed);
                self::turn($image, $layer, -0.1);
                break;
            case 'detail':
                $layer = self::canvas(self::WIDTH, self::HEIGHT, self::tint($seed, 244));
                self::silhouette($layer, $model->shape, $color, 480, 380, 520, $seed);
                imagecopyresampled($image, $layer, 0, 0, 240, 190, self::WIDTH, self::HEIGHT, 480, 384);
                self::badge($image, $model->label !== '' ? $model->label : $model->code, 60, 600, 44);
                break;
            case 'scene':
                self::room($image, $seed);
                self::shadow($image, 480, 600, 380);
                self::silhouette($image, $model->shape, $color, 480, 400, 340, $seed);
                break;
            default:
                self::packaging($image, $model, $color);
                self::shadow($image, 660, 640, 300);
                self::silhouette($image, $model->shape, $color, 660, 450, 300, $seed);
        }

        self::wordmark($image, $model->brand, 40, 70, 34);
        if ($view !== 'detail' && $model->label !== '') {
            self::badge($image, $model->label, self::WIDTH - 40 - self::textWidth($model->label, 30) - 40, 690, 30);
        }

        // Stored at 800 × 640: the gallery's width, so the gallery and zoom variants are one file.
        $scaled = imagescale($image, self::STORED_WIDTH, self::STORED_HEIGHT, IMG_BILINEAR_FIXED);

        return $scaled === false ? $image : $scaled;
    }

    /** A transparent picture of the full size, to draw a product on before it is laid over a background. */
    private static function clearLayer(): GdImage
    {
        $layer = imagecreatetruecolor(self::WIDTH, self::HEIGHT);
        imagealphablending($layer, false);
        imagefilledrectangle($layer, 0, 0, self::WIDTH, self::HEIGHT, self::allocate($layer, [255, 255, 255], 127));
        imagealphablending($layer, true);
        imageantialias($layer, true);

        return $layer;
    }

    /**
     * Lays the layer over the picture with each column raised or lowered by its distance from the middle times the
     * slope: the product seems turned, the background and the corners stay as they are.
     */
    private static function turn(GdImage $image, GdImage $layer, float $slope): void
    {
        imagealphablending($image, true);
        for ($x = 0; $x < self::WIDTH; $x++) {
            imagecopy($image, $layer, $x, (int) round(($x - self::WIDTH / 2) * $slope), $x, 0, 1, self::HEIGHT);
        }
    }

    /**
     * @param  int<1, max>  $width
     * @param  int<1, max>  $height
     * @param  array{0: int, 1: int, 2: int}  $rgb
     */
    private static function canvas(int $width, int $height, array $rgb): GdImage
    {
        $image = imagecreatetruecolor($width, $height);
        imagefilledrectangle($image, 0, 0, $width, $height, self::allocate($image, $rgb));
        imageantialias($image, true);

        return $image;
    }

    /**
     * @param  array{0: int, 1: int, 2: int}  $rgb
     * @param  int<0, 127>  $alpha
     */
    private static function allocate(GdImage $image, array $rgb, int $alpha = 0): int
    {
        return (int) imagecolorallocatealpha($image, max(0, min(255, $rgb[0])), max(0, min(255, $rgb[1])), max(0, min(255, $rgb[2])), $alpha);
    }

    /** @return array{0: int, 1: int, 2: int} a light background tinted by the product, so neighbours differ. */
    private static function tint(string $seed, int $light): array
    {
        $hash = crc32($seed);

        return [$light - $hash % 14, $light - intdiv($hash, 16) % 12, $light - intdiv($hash, 256) % 10 + 4];
    }

    /**
     * @param  array{0: int, 1: int, 2: int}  $rgb
     * @return array{0: int, 1: int, 2: int}
     */
    private static function shade(array $rgb, float $factor): array
    {
        return [(int) ($rgb[0] * $factor), (int) ($rgb[1] * $factor), (int) ($rgb[2] * $factor)];
    }

    private static function shadow(GdImage $image, int $x, int $y, int $width): void
    {
        imagefilledellipse($image, $x, $y, $width, (int) ($width / 9), self::allocate($image, [0, 0, 0], 100));
    }

    private static function rounded(GdImage $image, int $x1, int $y1, int $x2, int $y2, int $radius, int $color): void
    {
        $radius = max(1, min($radius, intdiv($x2 - $x1, 2), intdiv($y2 - $y1, 2)));
        imagefilledrectangle($image, $x1 + $radius, $y1, $x2 - $radius, $y2, $color);
        imagefilledrectangle($image, $x1, $y1 + $radius, $x2, $y2 - $radius, $color);
        foreach ([[$x1 + $radius, $y1 + $radius], [$x2 - $radius, $y1 + $radius], [$x1 + $radius, $y2 - $radius], [$x2 - $radius, $y2 - $radius]] as [$cx, $cy]) {
            imagefilledellipse($image, $cx, $cy, $radius * 2, $radius * 2, $color);
        }
    }

    /** A screen: a dark glass with a soft picture, different per product. */
    private static function screen(GdImage $image, int $x1, int $y1, int $x2, int $y2, string $seed): void
    {
        imagefilledrectangle($image, $x1, $y1, $x2, $y2, self::allocate($image, [18, 22, 30]));
        imagesetclip($image, $x1, $y1, $x2, $y2);
        $hash = crc32($seed);
        $hues = [[[250, 140, 60], [70, 120, 220]], [[60, 180, 170], [40, 60, 140]], [[240, 90, 120], [80, 40, 160]], [[120, 200, 90], [30, 110, 160]]];
        [$top, $bottom] = $hues[$hash % 4];
        $height = max(1, $y2 - $y1 - 8);
        for ($row = 0; $row < $height; $row += 4) {
            $t = $row / $height;
            $rgb = [(int) ($top[0] * (1 - $t) + $bottom[0] * $t), (int) ($top[1] * (1 - $t) + $bottom[1] * $t), (int) ($top[2] * (1 - $t) + $bottom[2] * $t)];
            imagefilledrectangle($image, $x1 + 4, $y1 + 4 + $row, $x2 - 4, min($y2 - 4, $y1 + 7 + $row), self::allocate($image, $rgb));
        }
        // Hills and a sun, so the picture on the screen is a landscape.
        $sunX = $x1 + (int) (($x2 - $x1) * (0.25 + ($hash % 50) / 100));
        $radius = max(4, intdiv($y2 - $y1, 6));
        imagefilledellipse($image, $sunX, $y1 + intdiv($y2 - $y1, 3), $radius, $radius, self::allocate($image, [255, 236, 180]));
        imagefilledellipse($image, $x1 + intdiv($x2 - $x1, 3), $y2, (int) (($x2 - $x1) * 0.9), intdiv($y2 - $y1, 2), self::allocate($image, [30, 70, 60], 30));
        imagefilledellipse($image, $x2 - intdiv($x2 - $x1, 4), $y2, (int) (($x2 - $x1) * 0.8), intdiv($y2 - $y1, 3), self::allocate($image, [20, 50, 45], 20));
        imagefilledpolygon($image, [$x1 + 4, $y1 + 4, $x1 + intdiv($x2 - $x1, 3), $y1 + 4, $x1 + 4, $y1 + intdiv($y2 - $y1, 2)], self::allocate($image, [255, 255, 255], 105));
        imagesetclip($image, 0, 0, imagesx($image) - 1, imagesy($image) - 1);
    }

    /**
     * The product's silhouette centred on ($cx, $cy), about $size pixels across.
     *
     * @param  array{0: int, 1: int, 2: int}  $rgb
     */
    private static function silhouette(GdImage $image, string $shape, array $rgb, int $cx, int $cy, int $size, string $seed): void
    {
        $body = self::allocate($image, $rgb);
        $edge = self::allocate($image, self::shade($rgb, $rgb[0] > 200 ? 0.82 : 0.7));
        $dark = self::allocate($image, [28, 30, 36]);
        $metal = self::allocate($image, [170, 175, 182]);
        $light = self::allocate($image, [250, 250, 252]);
        $s = $size / 100;
        $r = static fn (float $v): int => (int) round($v * $s);

        switch ($shape) {
            case 'tv':
            case 'monitor':
                $w = $r(100);
                $h = $r(58);
                imagefilledrectangle($image, $cx - $r(4), $cy + intdiv($h, 2), $cx + $r(4), $cy + intdiv($h, 2) + $r(14), $edge);
                self::rounded($image, $cx - $r($shape === 'tv' ? 30 : 18), $cy + intdiv($h, 2) + $r(12), $cx + $r($shape === 'tv' ? 30 : 18), $cy + intdiv($h, 2) + $r(16), 6, $edge);
                self::rounded($image, $cx - intdiv($w, 2), $cy - intdiv($h, 2), $cx + intdiv($w, 2), $cy + intdiv($h, 2), 6, $body);
                self::screen($image, $cx - intdiv($w, 2) + $r(1.5), $cy - intdiv($h, 2) + $r(1.5), $cx + intdiv($w, 2) - $r(1.5), $cy + intdiv($h, 2) - $r(3), $seed);
                break;
            case 'laptop':
                self::rounded($image, $cx - $r(40), $cy - $r(34), $cx + $r(40), $cy + $r(16), 10, $body);
                self::screen($image, $cx - $r(37), $cy - $r(31), $cx + $r(37), $cy + $r(13), $seed);
                imagefilledpolygon($image, [$cx - $r(40), $cy + $r(17), $cx + $r(40), $cy + $r(17), $cx + $r(50), $cy + $r(26), $cx - $r(50), $cy + $r(26)], $edge);
                self::rounded($image, $cx - $r(10), $cy + $r(19), $cx + $r(10), $cy + $r(22), 4, $body);
                break;
            case 'phone':
            case 'tablet':
            case 'case':
                $w = $shape === 'tablet' ? $r(56) : $r(30);
                $h = $shape === 'tablet' ? $r(76) : $r(62);
                self::rounded($image, $cx - intdiv($w, 2), $cy - intdiv($h, 2), $cx + intdiv($w, 2), $cy + intdiv($h, 2), $r(5), $body);
                if ($shape === 'case') {
                    self::rounded($image, $cx - intdiv($w, 2) + $r(3), $cy - intdiv($h, 2) + $r(3), $cx + $r(2), $cy - intdiv($h, 2) + $r(18), $r(3), $edge);
                    foreach ([[$r(-3), $r(-20)], [$r(-3), $r(-10)]] as [$dx, $dy]) {
                        imagefilledellipse($image, $cx + $dx - $r(4), $cy + $dy, $r(7), $r(7), $dark);
                    }
                    break;
                }
                self::screen($image, $cx - intdiv($w, 2) + $r(2), $cy - intdiv($h, 2) + $r(2), $cx + intdiv($w, 2) - $r(2), $cy + intdiv($h, 2) - $r(2), $seed);
                imagefilledellipse($image, $cx, $cy - intdiv($h, 2) + $r(4), $r(4), $r(1.6), $dark);
                break;
            case 'keypad':
                self::rounded($image, $cx - $r(16), $cy - $r(36), $cx + $r(16), $cy + $r(36), $r(6), $body);
                self::screen($image, $cx - $r(12), $cy - $r(30), $cx + $r(12), $cy - $r(6), $seed);
                for ($row = 0; $row < 4; $row++) {
                    for ($col = 0; $col < 3; $col++) {
                        self::rounded($image, $cx - $r(12) + $col * $r(8.5), $cy + $r(0) + $row * $r(7.5), $cx - $r(5) + $col * $r(8.5), $cy + $r(5) + $row * $r(7.5), 4, $edge);
                    }
                }
                break;
            case 'watch':
            case 'band':
                $strap = $shape === 'band' ? $r(12) : $r(18);
                self::rounded($image, $cx - intdiv($strap, 2), $cy - $r(46), $cx + intdiv($strap, 2), $cy + $r(46), $r(5), $edge);
                $face = $shape === 'band' ? $r(16) : $r(34);
                self::rounded($image, $cx - intdiv($face, 2), $cy - $r($shape === 'band' ? 20 : 22), $cx + intdiv($face, 2), $cy + $r($shape === 'band' ? 20 : 22), $r(8), $body);
                self::screen($image, $cx - intdiv($face, 2) + $r(3), $cy - $r($shape === 'band' ? 17 : 19), $cx + intdiv($face, 2) - $r(3), $cy + $r($shape === 'band' ? 17 : 19), $seed);
                break;
            case 'charger':
            case 'powerbank':
                if ($shape === 'charger') {
                    imagefilledrectangle($image, $cx - $r(8), $cy - $r(36), $cx - $r(5), $cy - $r(22), $metal);
                    imagefilledrectangle($image, $cx + $r(5), $cy - $r(36), $cx + $r(8), $cy - $r(22), $metal);
                    self::rounded($image, $cx - $r(18), $cy - $r(24), $cx + $r(18), $cy + $r(18), $r(6), $body);
                    imagesetthickness($image, max(2, $r(1.5)));
                    imagearc($image, $cx + $r(30), $cy + $r(18), $r(60), $r(50), 90, 180, $edge);
                    imagesetthickness($image, 1);
                } else {
                    self::rounded($image, $cx - $r(22), $cy - $r(38), $cx + $r(22), $cy + $r(38), $r(8), $body);
                    for ($led = 0; $led < 4; $led++) {
                        imagefilledellipse($image, $cx - $r(9) + $led * $r(6), $cy + $r(28), $r(3), $r(3), self::allocate($image, [60, 200, 120]));
                    }
                }
                self::rounded($image, $cx - $r(6), $cy + $r($shape === 'charger' ? 10 : -34), $cx + $r(6), $cy + $r($shape === 'charger' ? 13 : -31), 2, $dark);
                break;
            case 'printer':
                self::rounded($image, $cx - $r(44), $cy - $r(16), $cx + $r(44), $cy + $r(24), $r(5), $body);
                imagefilledrectangle($image, $cx - $r(30), $cy - $r(34), $cx + $r(30), $cy - $r(16), $light);
                imagefilledrectangle($image, $cx - $r(34), $cy + $r(6), $cx + $r(34), $cy + $r(10), $dark);
                imagefilledrectangle($image, $cx - $r(28), $cy + $r(10), $cx + $r(28), $cy + $r(30), $light);
                self::rounded($image, $cx + $r(22), $cy - $r(10), $cx + $r(38), $cy - $r(2), 4, $edge);
                break;
            case 'mouse':
                imagefilledellipse($image, $cx, $cy, $r(40), $r(64), $body);
                imageline($image, $cx, $cy - $r(32), $cx, $cy - $r(8), $edge);
                self::rounded($image, $cx - $r(2), $cy - $r(24), $cx + $r(2), $cy - $r(14), 3, $dark);
                break;
            case 'headphones':
                imagesetthickness($image, max(4, $r(6)));
                imagearc($image, $cx, $cy, $r(76), $r(80), 180, 360, $body);
                imagesetthickness($image, 1);
                foreach ([-1, 1] as $side) {
                    self::rounded($image, $cx + $side * $r(38) - $r(12), $cy - $r(6), $cx + $side * $r(38) + $r(12), $cy + $r(30), $r(9), $body);
                    self::rounded($image, $cx + $side * $r(38) - $r(8), $cy - $r(2), $cx + $side * $r(38) + $r(8), $cy + $r(26), $r(7), $edge);
                }
                break;
            case 'speaker':
            case 'soundbar':
                $w = $shape === 'soundbar' ? $r(100) : $r(70);
                $h = $shape === 'soundbar' ? $r(14) : $r(36);
                self::rounded($image, $cx - intdiv($w, 2), $cy - intdiv($h, 2), $cx + intdiv($w, 2), $cy + intdiv($h, 2), intdiv($h, 2), $body);
                $grille = self::allocate($image, self::shade($rgb, 0.55));
                for ($x = $cx - intdiv($w, 2) + $r(8); $x < $cx + intdiv($w, 2) - $r(6); $x += $r(3)) {
                    for ($y = $cy - intdiv($h, 2) + $r(4); $y < $cy + intdiv($h, 2) - $r(3); $y += $r(3)) {
                        imagefilledellipse($image, $x, $y, max(2, $r(1)), max(2, $r(1)), $grille);
                    }
                }
                break;
            case 'camera':
            case 'projector':
                self::rounded($image, $cx - $r(42), $cy - $r(24), $cx + $r(42), $cy + $r(28), $r(7), $body);
                if ($shape === 'camera') {
                    self::rounded($image, $cx - $r(16), $cy - $r(34), $cx + $r(10), $cy - $r(22), 5, $body);
                    self::rounded($image, $cx - $r(42), $cy - $r(22), $cx - $r(28), $cy + $r(28), $r(5), $edge);
                }
                $lx = $shape === 'camera' ? $cx + $r(4) : $cx + $r(20);
                imagefilledellipse($image, $lx, $cy + $r(4), $r(40), $r(40), $metal);
                imagefilledellipse($image, $lx, $cy + $r(4), $r(32), $r(32), $dark);
                imagefilledellipse($image, $lx - $r(5), $cy - $r(2), $r(9), $r(9), self::allocate($image, [90, 110, 160]));
                break;
            case 'fridge':
            case 'freezer':
                self::rounded($image, $cx - $r(24), $cy - $r(48), $cx + $r(24), $cy + $r(48), $r(3), $body);
                $split = $shape === 'fridge' ? $cy + $r(14) : $cy - $r(48);
                imageline($image, $cx - $r(24), $split, $cx + $r(24), $split, $edge);
                if ($shape === 'freezer') {
                    for ($drawer = 1; $drawer < 4; $drawer++) {
                        imageline($image, $cx - $r(24), $cy - $r(48) + $drawer * $r(24), $cx + $r(24), $cy - $r(48) + $drawer * $r(24), $edge);
                    }
                }
                self::rounded($image, $cx + $r(17), $cy - $r(30), $cx + $r(20), $cy + $r(4), 3, $metal);
                self::rounded($image, $cx + $r(17), $cy + $r(20), $cx + $r(20), $cy + $r(38), 3, $metal);
                break;
            case 'washer':
            case 'washer-top':
            case 'dishwasher':
            case 'cooker':
            case 'oven':
            case 'microwave':
                $h = match ($shape) {
                    'microwave' => $r(34), 'oven' => $r(56), 'washer-top' => $r(88), default => $r(80),
                };
                $w = $shape === 'microwave' ? $r(56) : ($shape === 'washer-top' ? $r(42) : $r(56));
                self::rounded($image, $cx - intdiv($w, 2), $cy - intdiv($h, 2), $cx + intdiv($w, 2), $cy + intdiv($h, 2), $r(3), $body);
                imagefilledrectangle($image, $cx - intdiv($w, 2) + $r(2), $cy - intdiv($h, 2) + $r(2), $cx + intdiv($w, 2) - $r(2), $cy - intdiv($h, 2) + $r(10), $edge);
                imagefilledellipse($image, $cx + intdiv($w, 2) - $r(8), $cy - intdiv($h, 2) + $r(6), $r(5), $r(5), $metal);
                self::rounded($image, $cx - intdiv($w, 2) + $r(5), $cy - intdiv($h, 2) + $r(4), $cx - $r(2), $cy - intdiv($h, 2) + $r(8), 2, $dark);
                if ($shape === 'washer') {
                    imagefilledellipse($image, $cx, $cy + $r(6), $r(40), $r(40), $metal);
                    imagefilledellipse($image, $cx, $cy + $r(6), $r(32), $r(32), self::allocate($image, [60, 80, 110]));
                    imagefilledellipse($image, $cx - $r(5), $cy, $r(10), $r(10), self::allocate($image, [200, 220, 240], 60));
                } elseif ($shape === 'washer-top') {
                    self::rounded($image, $cx - $r(16), $cy - intdiv($h, 2) - $r(2), $cx + $r(16), $cy - intdiv($h, 2) + $r(1), 3, $metal);
                } elseif ($shape === 'cooker' || $shape === 'oven' || $shape === 'microwave') {
                    $top = $cy - intdiv($h, 2) + $r(14);
                    self::rounded($image, $cx - intdiv($w, 2) + $r(5), $top, $cx + intdiv($w, 2) - ($shape === 'microwave' ? $r(16) : $r(5)), $cy + intdiv($h, 2) - $r(6), $r(3), $dark);
                    imagefilledrectangle($image, $cx - intdiv($w, 2) + $r(9), $top + $r(4), $cx + intdiv($w, 2) - ($shape === 'microwave' ? $r(20) : $r(9)), $top + $r(8), self::allocate($image, [255, 160, 60], 70));
                    if ($shape === 'cooker') {
                        imagefilledrectangle($image, $cx - intdiv($w, 2), $cy - intdiv($h, 2) - $r(4), $cx + intdiv($w, 2), $cy - intdiv($h, 2), $dark);
                    }
                } else {
                    self::rounded($image, $cx - $r(20), $cy - intdiv($h, 2) + $r(16), $cx + $r(20), $cy - intdiv($h, 2) + $r(19), 3, $metal);
                }
                break;
            case 'hood':
                imagefilledrectangle($image, $cx - $r(10), $cy - $r(46), $cx + $r(10), $cy - $r(6), $body);
                imagefilledpolygon($image, [$cx - $r(12), $cy - $r(8), $cx + $r(12), $cy - $r(8), $cx + $r(44), $cy + $r(12), $cx - $r(44), $cy + $r(12)], $edge);
                imagefilledrectangle($image, $cx - $r(44), $cy + $r(12), $cx + $r(44), $cy + $r(18), $body);
                break;
            case 'kettle':
            case 'coffee':
            case 'blender':
            case 'multicooker':
                if ($shape === 'multicooker') {
                    self::rounded($image, $cx - $r(34), $cy - $r(18), $cx + $r(34), $cy + $r(28), $r(14), $body);
                    imagefilledellipse($image, $cx, $cy - $r(18), $r(64), $r(24), $edge);
                    self::rounded($image, $cx - $r(12), $cy + $r(4), $cx + $r(12), $cy + $r(16), 4, $dark);
                } elseif ($shape === 'coffee') {
                    self::rounded($image, $cx - $r(28), $cy - $r(40), $cx + $r(28), $cy + $r(40), $r(6), $body);
                    imagefilledrectangle($image, $cx - $r(18), $cy, $cx + $r(18), $cy + $r(30), $dark);
                    imagefilledrectangle($image, $cx - $r(8), $cy + $r(18), $cx + $r(8), $cy + $r(30), $light);
                    self::rounded($image, $cx - $r(16), $cy - $r(30), $cx + $r(16), $cy - $r(16), 4, $dark);
                } else {
                    $jar = $shape === 'blender' ? self::allocate($image, [200, 225, 240], 50) : $body;
                    imagefilledpolygon($image, [$cx - $r(18), $cy - $r(36), $cx + $r(18), $cy - $r(36), $cx + $r(24), $cy + $r(26), $cx - $r(24), $cy + $r(26)], $jar);
                    if ($shape === 'kettle') {
                        imagesetthickness($image, max(3, $r(4)));
                        imagearc($image, $cx + $r(24), $cy - $r(4), $r(24), $r(46), 270, 90, $edge);
                        imagesetthickness($image, 1);
                        imagefilledpolygon($image, [$cx - $r(18), $cy - $r(30), $cx - $r(34), $cy - $r(38), $cx - $r(20), $cy - $r(18)], $body);
                    }
                    self::rounded($image, $cx - $r(28), $cy + $r(24), $cx + $r(28), $cy + $r(40), $r(4), $shape === 'blender' ? $body : $edge);
                }
                break;
            case 'robot':
                imagefilledellipse($image, $cx, $cy, $r(84), $r(84), $body);
                imagefilledellipse($image, $cx, $cy, $r(70), $r(70), $edge);
                imagefilledellipse($image, $cx, $cy - $r(18), $r(20), $r(20), $body);
                imagefilledellipse($image, $cx, $cy - $r(18), $r(10), $r(10), $dark);
                break;
            case 'stick':
            case 'shaver':
            case 'toothbrush':
                $w = $shape === 'stick' ? $r(6) : $r(14);
                self::rounded($image, $cx - intdiv($w, 2), $cy - $r(44), $cx + intdiv($w, 2), $cy + $r(40), intdiv($w, 2), $body);
                if ($shape === 'stick') {
                    self::rounded($image, $cx - $r(12), $cy - $r(30), $cx + $r(12), $cy - $r(4), $r(6), $edge);
                    self::rounded($image, $cx - $r(20), $cy + $r(38), $cx + $r(20), $cy + $r(46), $r(4), $dark);
                } elseif ($shape === 'shaver') {
                    self::rounded($image, $cx - $r(16), $cy - $r(52), $cx + $r(16), $cy - $r(36), $r(6), $metal);
                } else {
                    self::rounded($image, $cx - $r(3), $cy - $r(62), $cx + $r(3), $cy - $r(40), 3, $light);
                    self::rounded($image, $cx - $r(4), $cy - $r(64), $cx + $r(4), $cy - $r(54), 3, self::allocate($image, [80, 160, 230]));
                }
                imagefilledellipse($image, $cx, $cy, $r(5), $r(5), $light);
                break;
            case 'iron':
                imagefilledpolygon($image, [$cx - $r(40), $cy + $r(20), $cx + $r(44), $cy + $r(20), $cx + $r(30), $cy - $r(6), $cx - $r(24), $cy - $r(6)], $body);
                imagefilledpolygon($image, [$cx - $r(44), $cy + $r(20), $cx + $r(46), $cy + $r(20), $cx + $r(44), $cy + $r(26), $cx - $r(42), $cy + $r(26)], $metal);
                self::rounded($image, $cx - $r(20), $cy - $r(30), $cx + $r(24), $cy - $r(20), $r(5), $edge);
                imagefilledrectangle($image, $cx - $r(18), $cy - $r(22), $cx - $r(12), $cy - $r(6), $edge);
                break;
            case 'ac':
            case 'heater':
                if ($shape === 'ac') {
                    self::rounded($image, $cx - $r(48), $cy - $r(16), $cx + $r(48), $cy + $r(16), $r(8), $body);
                    for ($slat = 0; $slat < 3; $slat++) {
                        imageline($image, $cx - $r(40), $cy + $r(6) + $slat * $r(3), $cx + $r(40), $cy + $r(6) + $slat * $r(3), $edge);
                    }
                    imagefilledellipse($image, $cx + $r(38), $cy - $r(8), $r(3), $r(3), self::allocate($image, [60, 200, 120]));
                } else {
                    for ($fin = 0; $fin < 8; $fin++) {
                        self::rounded($image, $cx - $r(44) + $fin * $r(11), $cy - $r(30), $cx - $r(36) + $fin * $r(11), $cy + $r(28), $r(4), $fin % 2 === 0 ? $body : $edge);
                    }
                    imagefilledrectangle($image, $cx - $r(44), $cy + $r(30), $cx + $r(42), $cy + $r(34), $dark);
                }
                break;
            case 'hairdryer':
                self::rounded($image, $cx - $r(40), $cy - $r(30), $cx + $r(20), $cy - $r(2), $r(14), $body);
                imagefilledellipse($image, $cx + $r(22), $cy - $r(16), $r(30), $r(30), $edge);
                imagefilledpolygon($image, [$cx - $r(20), $cy - $r(4), $cx - $r(4), $cy - $r(4), $cx - $r(10), $cy + $r(40), $cx - $r(24), $cy + $r(40)], $body);
                break;
            case 'scale':
                imagefilledpolygon($image, [$cx - $r(36), $cy - $r(10), $cx + $r(36), $cy - $r(10), $cx + $r(46), $cy + $r(20), $cx - $r(46), $cy + $r(20)], $body);
                imagefilledrectangle($image, $cx - $r(46), $cy + $r(20), $cx + $r(46), $cy + $r(24), $edge);
                self::rounded($image, $cx - $r(10), $cy - $r(6), $cx + $r(10), $cy + $r(2), 3, $dark);
                break;
            case 'console':
                self::rounded($image, $cx - $r(18), $cy - $r(44), $cx + $r(18), $cy + $r(40), $r(6), $body);
                imagefilledrectangle($image, $cx - $r(3), $cy - $r(44), $cx + $r(3), $cy + $r(40), $edge);
                self::rounded($image, $cx - $r(26), $cy + $r(40), $cx + $r(26), $cy + $r(46), 3, $dark);
                break;
            case 'gamepad':
                self::rounded($image, $cx - $r(40), $cy - $r(16), $cx + $r(40), $cy + $r(10), $r(12), $body);
                imagefilledellipse($image, $cx - $r(30), $cy + $r(10), $r(26), $r(34), $body);
                imagefilledellipse($image, $cx + $r(30), $cy + $r(10), $r(26), $r(34), $body);
                imagefilledellipse($image, $cx - $r(14), $cy + $r(4), $r(12), $r(12), $dark);
                imagefilledellipse($image, $cx + $r(14), $cy + $r(4), $r(12), $r(12), $dark);
                foreach ([[22, -8], [28, -2], [16, -2], [22, 4]] as [$dx, $dy]) {
                    imagefilledellipse($image, $cx + $r($dx), $cy + $r($dy), $r(4), $r(4), $edge);
                }
                break;
            case 'scooter':
                imagesetthickness($image, max(3, $r(3)));
                imageline($image, $cx + $r(26), $cy + $r(30), $cx + $r(20), $cy - $r(40), $body);
                imageline($image, $cx + $r(12), $cy - $r(40), $cx + $r(30), $cy - $r(40), $dark);
                imagesetthickness($image, 1);
                self::rounded($image, $cx - $r(34), $cy + $r(24), $cx + $r(24), $cy + $r(30), 4, $body);
                foreach ([-34, 28] as $dx) {
                    imagefilledellipse($image, $cx + $r($dx), $cy + $r(34), $r(18), $r(18), $dark);
                    imagefilledellipse($image, $cx + $r($dx), $cy + $r(34), $r(8), $r(8), $metal);
                }
                break;
            default:
                self::rounded($image, $cx - $r(30), $cy - $r(30), $cx + $r(30), $cy + $r(30), $r(6), $body);
        }
    }

    private static function room(GdImage $image, string $seed): void
    {
        $hash = crc32($seed);
        $walls = [[232, 224, 212], [214, 226, 232], [230, 220, 226], [222, 230, 216]];
        imagefilledrectangle($image, 0, 0, self::WIDTH, 520, self::allocate($image, $walls[$hash % 4]));
        imagefilledrectangle($image, 0, 520, self::WIDTH, self::HEIGHT, self::allocate($image, [176, 140, 104]));
        for ($plank = 0; $plank < self::WIDTH; $plank += 120) {
            imageline($image, $plank, 520, $plank - 60, self::HEIGHT, self::allocate($image, [160, 126, 92]));
        }
        // A low cabinet, a plant and a framed picture.
        self::rounded($image, 180, 560, 780, 640, 6, self::allocate($image, [250, 250, 248]));
        imagefilledrectangle($image, 470, 570, 480, 630, self::allocate($image, [220, 220, 218]));
        imagefilledrectangle($image, 820, 470, 880, 560, self::allocate($image, [200, 120, 80]));
        foreach ([[850, 430, 90], [820, 400, 70], [880, 400, 70], [850, 370, 60]] as [$x, $y, $d]) {
            imagefilledellipse($image, $x, $y, $d, $d, self::allocate($image, [70 + $hash % 30, 140, 80]));
        }
        imagefilledrectangle($image, 60, 150, 150, 270, self::allocate($image, [120, 100, 80]));
        imagefilledrectangle($image, 68, 158, 142, 262, self::allocate($image, [240, 236, 226]));
    }

    /**
     * @param  array{0: int, 1: int, 2: int}  $rgb
     */
    private static function packaging(GdImage $image, DemoModel $model, array $rgb): void
    {
        $box = self::allocate($image, [250, 250, 250]);
        $side = self::allocate($image, [214, 216, 220]);
        imagefilledpolygon($image, [120, 200, 420, 200, 470, 160, 170, 160], $side);
        imagefilledpolygon($image, [420, 200, 470, 160, 470, 600, 420, 640], $side);
        imagefilledrectangle($image, 120, 200, 420, 640, $box);
        imagefilledrectangle($image, 120, 560, 420, 640, self::allocate($image, $rgb[0] > 200 ? [40, 90, 170] : $rgb));
        self::silhouette($image, $model->shape, $rgb, 270, 370, 200, $model->name['ro']);
        $ink = self::allocate($image, [40, 40, 46]);
        imagettftext($image, 22, 0, 140, 240, $ink, self::FONT, $model->brand);
        imagettftext($image, 15, 0, 140, 520, $ink, self::FONT_REGULAR, mb_strimwidth($model->series.' '.$model->code, 0, 26, '…'));
    }

    private static function wordmark(GdImage $image, string $brand, int $x, int $y, int $size): void
    {
        imagettftext($image, $size, 0, $x, $y, self::allocate($image, [30, 34, 44]), self::FONT, $brand);
    }

    private static function badge(GdImage $image, string $text, int $x, int $y, int $size): void
    {
        $width = self::textWidth($text, $size);
        self::rounded($image, $x, $y - $size - 18, $x + $width + 40, $y + 18, 16, self::allocate($image, [220, 38, 38]));
        imagettftext($image, $size, 0, $x + 20, $y, self::allocate($image, [255, 255, 255]), self::FONT, $text);
    }

    private static function textWidth(string $text, int $size): int
    {
        $box = imagettfbbox($size, 0, self::FONT, $text);

        return $box === false ? 0 : $box[2] - $box[0];
    }
}
