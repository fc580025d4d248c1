<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\AuditLog;

use App\Models\AuditEntry;
use App\Queries\Admin\AuditLog\AuditEntryText;
use App\Queries\Admin\AuditLog\AuditFields;
use App\Queries\Admin\AuditLog\AuditReferences;
use App\Queries\Admin\AuditLog\AuditSubjects;
use App\Queries\Admin\AuditLog\AuditValues;
use App\Queries\Admin\AuditLog\AuditValues as Values;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Lang;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\AuditActionsInCode;
use Tests\TestCase;

/**
 * Every action the application can write to the audit log reads as a sentence in Romanian and Russian, with no code,
 * JSON, storage key or amount in bani left in it: the actions are read from the source (AuditActionsInCode), so a
 * new action without its sentence, its name or a sample entry fails here.
 */
final class AuditEntryTextTest extends TestCase
{
    use RefreshDatabase;

    /** Fields whose stored value is a code with a name in the language files. */
    private const CODES = ['status', 'role', 'type', 'employment_type', 'delivery_method', 'payment_method', 'delivery_zone', 'kind', 'state', 'locale', 'delivery', 'payment'];

    #[Test]
    public function every_action_written_in_the_code_has_a_sentence_a_name_and_a_sample(): void
    {
        $found = AuditActionsInCode::scan();

        $this->assertSame([], $found['unreadable'], 'AuditLog::record calls whose action is not a literal or a constant of the file');
        $this->assertContains('order.status', $found['actions']);
        $this->assertContains('product.update', $found['actions']);
        foreach ($found['actions'] as $action) {
            foreach (['ro', 'ru'] as $locale) {
                $this->assertTrue(Lang::has('admin.audit.sentence.'.$action, $locale, false), "no sentence for {$action} in {$locale}");
                $this->assertTrue(Lang::has('admin.audit.actions.'.$action, $locale, false), "no name for {$action} in {$locale}");
            }
            $this->assertArrayHasKey($action, AuditSamples::all(), "no sample entry of {$action} in AuditSamples");
        }
    }

    #[Test]
    public function the_scan_reads_literals_ternaries_and_the_files_constants_and_reports_anything_else(): void
    {
        $source = <<<'PHP'
            <?php
            final class X {
                public const ACTION = 'x.constant';
                function a($actor, $creating, $action) {
                    AuditLog::record($actor, 'x.literal', null, ['a' => 'not.this'], [], 'nor.this');
                    AuditLog::record($actor, $creating ? 'x.create' : 'x.update', null);
                    AuditLog::record($actor, self::ACTION, null);
                    AuditLog::record($actor, $action, null);
                }
            }
            PHP;

        $found = AuditActionsInCode::inSource($source);

        $this->assertSame(['x.literal', 'x.create', 'x.update', 'x.constant'], $found['actions']);
        $this->assertSame([8], $found['unreadable']);
    }

    #[Test]
    public function each_sample_reads_in_words_in_both_languages(): void
    {
        foreach (AuditSamples::all() as $action => [$type, $id, $label, $before, $after]) {
            $sentences = [];
            foreach (['ro', 'ru'] as $locale) {
                $shaped = $this->render($locale, $action, $type, $id, $label, $before, $after);
                $text = $this->flatten($shaped);
                $where = "{$action} in {$locale}: {$text}";
                $sentences[] = $shaped['sentence']['before'].$shaped['sentence']['after'];

                $this->assertNotSame('', trim($shaped['sentence']['before'].$shaped['sentence']['after']), $where);
                $this->assertStringNotContainsString('admin.', $text, $where);
                $this->assertStringNotContainsString($action, $text, $where);
                $this->assertDoesNotMatchRegularExpression('/[{}\[\]]|":|∅/u', $text, 'JSON or an empty mark in '.$where);
                $this->assertDoesNotMatchRegularExpression('/(?<!\p{L})(true|false|null)(?!\p{L})/u', $text, 'a raw boolean in '.$where);
                $this->assertDoesNotMatchRegularExpression('/(?<![\p{L}\d])[a-z]+_[a-z_]+(?![\p{L}\d])/u', $text, 'a snake_case code in '.$where);
                $this->assertDoesNotMatchRegularExpression('#[a-z]+/01jd#', $text, 'a storage key in '.$where);
                foreach ([...$before, ...$after] as $field => $value) {
                    if ($action !== 'product.stock') {
                        $this->assertTrue(AuditFields::named((string) $field), "the field {$field} of {$action} has no name");
                    }
                    if (in_array($field, Values::MONEY, true) && is_int($value) && $value >= 1000) {
                        $this->assertStringNotContainsString((string) $value, $text, 'an amount in bani in '.$where);
                        $this->assertStringContainsString($locale === 'ru' ? 'лей' : 'lei', $text, $where);
                    }
                    if (in_array($field, self::CODES, true) && is_string($value)) {
                        $this->assertDoesNotMatchRegularExpression('/(?<!\p{L})'.preg_quote($value, '/').'(?!\p{L})/u', $text, "the code {$value} in {$where}");
                    }
                }
            }
            $this->assertNotSame($sentences[0], $sentences[1], "{$action}: the same sentence in both languages");
        }
    }

    #[Test]
    public function a_status_move_names_the_statuses_and_leaves_out_an_empty_reason(): void
    {
        $shaped = $this->render('ro', 'order.status', 'Order', '4', 'ES-2611-000004', ['status' => 'packed'], ['status' => 'shipped', 'reason' => null]);

        $this->assertSame('Starea comenzii ', $shaped['sentence']['before']);
        $this->assertSame(['label' => 'ES-2611-000004', 'url' => null], $shaped['subject']);
        $this->assertSame([['label' => 'Starea', 'before' => 'Ambalată', 'after' => 'Expediată']], $shaped['details']);
        $this->assertSame([['label' => 'Статус', 'before' => 'Упакован', 'after' => 'Отправлен']], $this->render('ru', 'order.status', 'Order', '4', null, ['status' => 'packed'], ['status' => 'shipped', 'reason' => null])['details']);
    }

    #[Test]
    public function prices_are_lei_booleans_words_and_texts_in_the_readers_language(): void
    {
        $before = ['price' => 124990, 'is_active' => false, 'name' => ['ro' => 'Televizor', 'ru' => 'Телевизор'], 'description' => ['ro' => 'A', 'ru' => 'Б']];
        $after = ['price' => 119900, 'is_active' => true, 'name' => ['ro' => 'Televizor', 'ru' => 'Телевизор 55'], 'description' => ['ro' => 'A2', 'ru' => 'Б']];

        $this->assertSame([
            ['label' => 'Prețul', 'before' => "1\u{a0}250\u{a0}lei", 'after' => "1\u{a0}199\u{a0}lei"],
            ['label' => 'Activ', 'before' => 'Nu', 'after' => 'Da'],
            // Only the Russian name changed: a Romanian reader is shown both, each labelled.
            ['label' => 'Numele', 'before' => 'română: Televizor · rusă: Телевизор', 'after' => 'română: Televizor · rusă: Телевизор 55'],
            ['label' => 'Descrierea', 'before' => 'A', 'after' => 'A2'],
        ], $this->render('ro', 'product.update', 'Product', '545', 'TV-55', $before, $after)['details']);
        $this->assertSame(
            ['label' => 'Цена', 'before' => "1\u{a0}250\u{a0}лей", 'after' => "1\u{a0}199\u{a0}лей"],
            $this->render('ru', 'product.update', 'Product', '545', 'TV-55', $before, $after)['details'][0],
        );
        // A change smaller than a leu is shown to the ban rather than as two equal amounts.
        $this->assertSame(
            [['label' => 'Prețul', 'before' => "1\u{a0}249,90\u{a0}lei", 'after' => "1\u{a0}249,50\u{a0}lei"]],
            $this->render('ro', 'product.update', 'Product', '545', 'TV-55', ['price' => 124990], ['price' => 124950])['details'],
        );
    }

    #[Test]
    public function a_promotions_discount_reads_as_its_type_says_and_a_delivery_day_as_a_day(): void
    {
        $values = fn (array $after): array => array_column($this->render('ro', 'promotion.update', 'Promotion', '6', 'Vinerea neagră', [], $after)['details'], 'after');

        $this->assertContains("500\u{a0}lei", $values(['discount_type' => 'amount', 'discount_value' => 50000]));
        $this->assertContains('15%', $values(['discount_type' => 'percent', 'discount_value' => 15]));
        $this->assertSame(['1 decembrie 2026'], array_column($this->render('ro', 'order.call_details', 'Order', '4', null, [], ['delivery_date' => '2026-12-01'])['details'], 'after'));
    }

    #[Test]
    public function files_are_said_as_added_replaced_or_removed(): void
    {
        $this->assertSame([
            ['label' => 'Imaginea', 'before' => null, 'after' => 'imagine adăugată'],
            ['label' => 'Sigla', 'before' => null, 'after' => 'imagine ștearsă'],
            ['label' => 'Bannerul', 'before' => null, 'after' => 'imagine înlocuită'],
        ], $this->render('ro', 'category.update', 'Category', '1', 'TV', ['image' => null, 'logo' => 'brands/01jdx.webp', 'banner' => 'a/1'], ['image' => 'categories/01jd.webp', 'logo' => null, 'banner' => 'a/2'])['details']);
    }

    /**
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @return array{action_label: string, sentence: array{before: string, after: string}, subject: array{label: string, url: string|null}|null, details: list<array{label: string, before: string|null, after: string|null}>}
     */
    private function render(string $locale, string $action, ?string $type, ?string $id, ?string $label, array $before, array $after): array
    {
        app()->setLocale($locale);
        $entry = (new AuditEntry)->forceFill([
            'id' => 1, 'action' => $action, 'subject_type' => $type, 'subject_id' => $id, 'subject_label' => $label,
            'before' => $before === [] ? null : $before, 'after' => $after === [] ? null : $after, 'created_at' => now(),
        ]);

        return (new AuditEntryText(AuditSubjects::for([$entry]), new AuditValues(AuditReferences::for([$entry]), $locale)))->shape($entry);
    }

    /**
     * @param  array{action_label: string, sentence: array{before: string, after: string}, subject: array{label: string, url: string|null}|null, details: list<array{label: string, before: string|null, after: string|null}>}  $shaped
     */
    private function flatten(array $shaped): string
    {
        $parts = [$shaped['action_label'], $shaped['sentence']['before'], $shaped['subject']['label'] ?? '', $shaped['sentence']['after']];
        foreach ($shaped['details'] as $detail) {
            array_push($parts, $detail['label'], $detail['before'] ?? '', $detail['after'] ?? '');
        }

        return implode(' | ', $parts);
    }
}
