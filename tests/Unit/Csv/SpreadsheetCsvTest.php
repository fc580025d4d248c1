<?php

declare(strict_types=1);

namespace Tests\Unit\Csv;

use App\Support\Csv\SpreadsheetCsv;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class SpreadsheetCsvTest extends TestCase
{
    #[Test]
    public function text_that_starts_like_a_formula_gets_an_apostrophe_and_numbers_stay(): void
    {
        foreach (['=1+1', '+373 69 123 456', '-x', '@SUM(A1)', "\tcmd", "\rcmd"] as $value) {
            $this->assertSame("'".$value, SpreadsheetCsv::safe($value), json_encode($value) ?: '');
        }
        $this->assertSame('-12.5', SpreadsheetCsv::safe('-12.5'));
        $this->assertSame('Ana', SpreadsheetCsv::safe('Ana'));
        $this->assertSame('', SpreadsheetCsv::safe(null));
    }

    #[Test]
    public function the_file_starts_with_a_byte_order_mark_and_separates_with_semicolons(): void
    {
        $out = fopen('php://memory', 'w+');
        $this->assertNotFalse($out);
        SpreadsheetCsv::start($out, ['Nume', 'Adresă']);
        SpreadsheetCsv::row($out, ['Ana; Ion', 'str. "Mare" 1']);
        rewind($out);

        $this->assertSame("\u{FEFF}Nume;Adresă\n\"Ana; Ion\";\"str. \"\"Mare\"\" 1\"\n", stream_get_contents($out));
    }
}
