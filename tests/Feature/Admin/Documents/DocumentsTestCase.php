<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Documents;

use App\Enums\StaffRole;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Illuminate\Support\Str;
use Tests\Support\Stock;
use Tests\TestCase;

/** Staff, products and orders for the printed documents' tests, and reading a PDF's text. */
abstract class DocumentsTestCase extends TestCase
{
    protected function staff(StaffRole $role, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale]);
    }

    protected function product(string $sku, int $price, string $ro, string $ru): Product
    {
        $category = Category::query()->firstOrCreate(['slug' => 'televizoare'], ['depth' => 0, 'name' => ['ro' => 'Televizoare', 'ru' => 'Телевизоры'], 'sort' => 1]);
        $brand = Brand::query()->firstOrCreate(['slug' => 'quorra'], ['name' => 'Quorra']);
        $product = Product::query()->create([
            'slug' => Str::slug($sku), 'sku' => $sku, 'name' => ['ro' => $ro, 'ru' => $ru], 'description' => ['ro' => '', 'ru' => ''],
            'brand_id' => $brand->id, 'category_id' => $category->id, 'category_root_id' => $category->id, 'price' => $price, 'stock_total' => 0,
        ]);
        Stock::only($product, 20);

        return $product;
    }

    /**
     * A company's order: a TV at 1 000,00 and three cables at 58,00, delivery 60,50: 1 234,50 lei in all.
     *
     * @param  array<string, mixed>  $state
     */
    protected function companyOrder(array $state = []): Order
    {
        $tv = Product::query()->where('sku', 'TV-55-OLED')->first() ?? $this->product('TV-55-OLED', 1_000_00, 'Televizor OLED 55″ Ștefan', 'Телевизор OLED 55″');
        $cable = Product::query()->where('sku', 'HDMI-2M')->first() ?? $this->product('HDMI-2M', 58_00, 'Cablu HDMI 2 m', 'Кабель HDMI 2 м');

        return Order::factory()->withLine($tv)->withLine($cable, 3)->createOne([
            'company_name' => 'Tehno Grup SRL', 'company_idno' => '1003600123456', 'payment_method' => 'transfer',
            'delivery_fee' => 60_50, 'delivery_date' => '2026-12-02', 'delivery_interval' => '09-13', ...$state,
        ]);
    }

    /** How many pages a PDF has (its page objects). */
    protected function pdfPages(string $pdf): int
    {
        return (int) preg_match_all('~/Type\s*/Page[^s]~', $pdf);
    }

    /**
     * The text a PDF shows: its content streams inflated, each text block's literal strings read (dompdf writes the
     * characters of its embedded fonts as two-byte Unicode codes), blocks joined by a space, spaces collapsed.
     */
    protected function pdfText(string $pdf): string
    {
        preg_match_all('~stream\r?\n(.*?)\r?\nendstream~s', $pdf, $streams);
        $blocks = [];
        foreach ($streams[1] as $stream) {
            $content = @gzuncompress($stream);
            if (! is_string($content) || preg_match('~\bBT\b~', $content) !== 1) {
                continue;
            }
            preg_match_all('~\bBT\b(.*?)\bET\b~s', $content, $texts);
            foreach ($texts[1] as $block) {
                $blocks[] = $this->pdfStrings($block);
            }
        }

        return trim((string) preg_replace('/\s+/u', ' ', implode(' ', $blocks)));
    }

    /** The literal strings of one text block, unescaped and read as UTF-16BE. */
    private function pdfStrings(string $block): string
    {
        $out = '';
        $length = strlen($block);
        for ($i = 0; $i < $length; $i++) {
            if ($block[$i] !== '(') {
                continue;
            }
            $bytes = '';
            $depth = 1;
            for ($i++; $i < $length && $depth > 0; $i++) {
                $char = $block[$i];
                if ($char === '\\') {
                    $next = $block[++$i];
                    if (ctype_digit($next)) {
                        $octal = $next;
                        while (strlen($octal) < 3 && ctype_digit($block[$i + 1])) {
                            $octal .= $block[++$i];
                        }
                        $bytes .= chr((int) octdec($octal));
                    } else {
                        $bytes .= match ($next) {
                            'n' => "\n", 'r' => "\r", 't' => "\t", 'b' => "\x08", 'f' => "\f", default => $next
                        };
                    }

                    continue;
                }
                if ($char === '(') {
                    $depth++;
                } elseif ($char === ')' && --$depth === 0) {
                    break;
                }
                $bytes .= $char;
            }
            $out .= mb_convert_encoding($bytes, 'UTF-8', 'UTF-16BE');
        }

        return $out;
    }
}
