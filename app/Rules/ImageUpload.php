<?php

declare(strict_types=1);

namespace App\Rules;

use App\Infrastructure\Images\ImageStore;
use App\Support\Text;
use Closure;
use Illuminate\Contracts\Validation\ValidationRule;
use Illuminate\Http\UploadedFile;

/**
 * An image staff may upload: a JPEG, PNG or WebP judged by its bytes (a renamed PHP, text or SVG file is refused
 * whatever its name says), no larger than config('media.max_kilobytes'), no more pixels than config('media.max_pixels'),
 * and one the shop can actually decode. Messages in the staff member's language.
 */
final class ImageUpload implements ValidationRule
{
    private const TYPES = [IMAGETYPE_JPEG, IMAGETYPE_PNG, IMAGETYPE_WEBP];

    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        if (! $value instanceof UploadedFile || ! $value->isValid()) {
            $fail(Text::get('admin.images.type'));

            return;
        }

        $maxKilobytes = (int) config('media.max_kilobytes');
        if ((int) $value->getSize() > $maxKilobytes * 1024) {
            $fail(Text::get('admin.images.size', ['max' => (string) intdiv($maxKilobytes, 1024)]));

            return;
        }

        $path = (string) $value->getRealPath();
        $info = @getimagesize($path);
        if ($info === false || ! in_array($info[2], self::TYPES, true)) {
            $fail(Text::get('admin.images.type'));

            return;
        }

        if ($info[0] < 1 || $info[1] < 1 || (int) config('media.max_pixels') < $info[0] * $info[1]) {
            $fail(Text::get('admin.images.pixels', ['megapixels' => (string) intdiv((int) config('media.max_pixels'), 1_000_000)]));

            return;
        }

        // A cut-off upload has a valid header but no pixels.
        if (! ImageStore::decodes($path, $info[0] * $info[1])) {
            $fail(Text::get('admin.images.unreadable'));
        }
    }
}
