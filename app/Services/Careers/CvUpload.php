<?php

declare(strict_types=1);

namespace App\Services\Careers;

use Illuminate\Http\UploadedFile;

/** A validated CV upload as the application action stores it: where the file is, its real type, name and size. */
final class CvUpload
{
    /**
     * @param  'pdf'|'docx'  $type
     */
    public function __construct(
        public readonly string $path,
        public readonly string $type,
        public readonly string $originalName,
        public readonly int $size,
    ) {
    }

    public static function from(UploadedFile $file): self
    {
        $type = CvFile::detect($file) ?? throw new \InvalidArgumentException('The CV was validated as PDF or DOCX.');
        $path = $file->getRealPath();
        if ($path === false) {
            throw new \InvalidArgumentException('The CV was validated as a readable file.');
        }

        return new self($path, $type, $file->getClientOriginalName(), (int) $file->getSize());
    }
}
