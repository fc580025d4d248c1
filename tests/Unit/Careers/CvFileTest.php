<?php

declare(strict_types=1);

namespace Tests\Unit\Careers;

use App\Services\Careers\CvFile;
use Illuminate\Http\UploadedFile;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Careers\CareersTest;
use Tests\TestCase;

final class CvFileTest extends TestCase
{
    #[Test]
    public function pdf_and_docx_are_recognised_by_their_bytes(): void
    {
        $this->assertSame('pdf', CvFile::detect(CareersTest::pdf('CV Ion.PDF')));
        $this->assertSame('docx', CvFile::detect(CareersTest::docx('cv.DOCX')));
        $this->assertNull(CvFile::detect(CareersTest::docx('cv.pdf')));
        $this->assertNull(CvFile::detect(UploadedFile::fake()->createWithContent('cv.pdf', ' %PDF-1.4')));
        $this->assertNull(CvFile::detect(CareersTest::pdf('cv.doc')));
    }

    #[Test]
    public function names_hiding_a_script_are_risky_and_dotted_names_are_not(): void
    {
        $this->assertTrue(CvFile::hasRiskyName('cv.php.pdf'));
        $this->assertTrue(CvFile::hasRiskyName('cv.pdf.PHTML'));
        $this->assertTrue(CvFile::hasRiskyName('cv.html.docx'));
        $this->assertFalse(CvFile::hasRiskyName('Ion.Popescu.CV.2026.pdf'));
        $this->assertFalse(CvFile::hasRiskyName('php-developer.pdf'));
    }
}
