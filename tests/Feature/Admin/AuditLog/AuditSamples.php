<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\AuditLog;

/**
 * One entry of every action the application writes to the audit log, shaped as its action records it (and, where
 * older entries were stored otherwise, as they were): subject type, subject id, label recorded, before, after.
 * AuditEntryTextTest fails for an action written in app/ without a sample here, and renders each in both languages.
 */
final class AuditSamples
{
    /**
     * @return array<string, array{0: string|null, 1: string|null, 2: string|null, 3: array<string, mixed>, 4: array<string, mixed>}>
     */
    public static function all(): array
    {
        $product = ['name' => ['ro' => 'Televizor Quorra 55', 'ru' => 'Телевизор Quorra 55'], 'description' => ['ro' => 'Un ecran mare', 'ru' => 'Большой экран'], 'sku' => 'TV-55', 'slug' => 'televizor-quorra-55', 'price' => 124990, 'old_price' => null, 'category_id' => 9001, 'brand_id' => 9002, 'is_new' => true, 'is_popular' => false, 'is_active' => true, 'specs' => ['diagonal' => 55]];
        $promotion = ['slug' => 'black-friday', 'title' => ['ro' => 'Vinerea neagră', 'ru' => 'Чёрная пятница'], 'summary' => ['ro' => 'Reduceri', 'ru' => 'Скидки'], 'description' => ['ro' => 'Text', 'ru' => 'Текст'], 'terms' => ['ro' => 'Condiții', 'ru' => 'Условия'], 'banner' => 'promotions/01jdbanner.webp', 'starts_at' => '2026-11-20 00:00:00', 'ends_at' => '2026-11-30 23:59:59', 'is_published' => true, 'sort' => 1];
        $banner = ['title' => ['ro' => 'Reduceri de iarnă', 'ru' => 'Зимние скидки'], 'text' => ['ro' => 'Până la -30%', 'ru' => 'До -30%'], 'link' => '/promotii', 'image' => 'banners/01jdimage.webp', 'starts_at' => null, 'ends_at' => null, 'is_active' => true, 'sort' => 2];
        $store = ['slug' => 'botanica', 'name' => ['ro' => 'Magazinul Botanica', 'ru' => 'Магазин Ботаника'], 'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'], 'address' => ['ro' => 'bd. Dacia 1', 'ru' => 'бул. Дачия 1'], 'phones' => ['+37322000001'], 'latitude' => '47.000000', 'longitude' => '28.800000', 'hours' => [1 => ['09:00', '19:00']], 'sorted' => 3];
        $category = ['name' => ['ro' => 'Televizoare', 'ru' => 'Телевизоры'], 'slug' => 'televizoare', 'parent_id' => 9001, 'label' => null, 'image' => 'categories/01jdtv.webp'];
        $attribute = ['code' => 'diagonal', 'name' => ['ro' => 'Diagonala', 'ru' => 'Диагональ'], 'section' => ['ro' => 'Ecran', 'ru' => 'Экран'], 'type' => 'number', 'unit' => 'inch', 'is_filterable' => true, 'sort' => 1];
        $programme = ['slug' => 'rate-12', 'partner' => 'Banca X', 'name' => ['ro' => 'Rate 0%', 'ru' => 'Рассрочка 0%'], 'months' => 12, 'monthly_fee_bp' => 0, 'annual_rate_bp' => 2400, 'min_amount' => 100000, 'max_amount' => 5000000, 'valid_until' => '2026-12-31', 'is_active' => true, 'sort' => 1];
        $vacancy = ['slug' => 'consultant', 'title.ro' => 'Consultant vânzări', 'title.ru' => 'Консультант', 'city.ro' => 'Chișinău', 'city.ru' => 'Кишинёв', 'description.ro' => 'Descriere', 'description.ru' => 'Описание', 'requirements.ro' => 'Cerințe', 'requirements.ru' => 'Требования', 'employment_type' => 'full_time', 'sort' => 1, 'is_open' => true];

        return [
            'order.status' => ['Order', '4', 'ES-2611-000004', ['status' => 'packed'], ['status' => 'shipped', 'reason' => null]],
            'order.shipment' => ['Order', '4', 'ES-2611-000004', ['courier' => 'dhl', 'tracking_number' => null], ['courier' => 'dhl', 'tracking_number' => 'JD 0146']],
            'order.taken' => ['Order', '4', 'ES-2611-000004', [], ['kind' => 'phone', 'lines' => 'TV-55 × 1, PH-1 × 2', 'delivery_method' => 'courier', 'payment_method' => 'cash']],
            'customer.export' => ['Customer', '7', 'Ion Popescu', [], ['orders' => 3]],
            'customer.erase' => ['Customer', '7', 'C-7', [], ['orders' => 3, 'account' => true]],
            'invoice.issue' => ['Order', '4', 'ES-2611-000004', [], ['invoice' => 'ES-2026-000012']],
            'customer.flag' => ['Customer', '7', 'Ion Popescu', ['flag' => null], ['flag' => 'no_pickup']],
            'payment.paid' => ['Order', '4', 'ES-2611-000004', ['paid_at' => null], ['paid_at' => '2026-11-29T18:20:00+02:00', 'amount' => 1254900, 'payment_reference' => 'P-000031']],
            'payment.flagged' => ['Order', '4', 'ES-2611-000004', [], ['attention' => 'amount_mismatch', 'amount' => 1200000, 'currency' => 'MDL', 'payment_reference' => 'P-000031']],
            'payment.refund' => ['Order', '4', 'ES-2611-000004', ['refunded' => 0], ['refunded' => 250000, 'amount' => 250000, 'payment_reference' => 'P-000031']],
            'order.edited' => ['Order', '4', 'ES-2611-000004', ['lines' => 'TV-55 × 1 @ 12 499.00 MDL', 'delivery_method' => 'courier', 'subtotal' => 1249900, 'discount_amount' => 0, 'total' => 1254900],
                ['lines' => 'TV-55 × 1 @ 11 999.00 MDL, PH-1 × 2 @ 299.00 MDL', 'delivery_method' => 'pickup', 'subtotal' => 1259700, 'discount_amount' => 10000, 'total' => 1249700, 'price_reason' => 'Vitrina']],
            'return.request' => ['Order', '4', 'ES-2611-000004', [], ['return_id' => 3, 'lines' => ['Televizor Quorra 55 × 1'], 'return_reason' => 'changed_mind', 'handover' => 'courier']],
            'return.accept' => ['Order', '4', 'ES-2611-000004', ['status' => 'requested'], ['status' => 'accepted', 'return_id' => 3, 'note' => null]],
            'return.refuse' => ['Order', '4', 'ES-2611-000004', ['status' => 'requested'], ['status' => 'refused', 'return_id' => 3, 'note' => 'Produsul a fost folosit']],
            'return.receive' => ['Order', '4', 'ES-2611-000004', ['status' => 'accepted'], ['status' => 'received', 'return_id' => 3, 'restocked' => 1, 'written_off' => 1, 'restocked_at' => 9003]],
            'refund.create' => ['Order', '4', 'ES-2611-000004', ['refunded' => 0], ['amount' => 124990, 'refund_method' => 'transfer', 'return_id' => 3, 'store_id' => null, 'iban' => 'MD24AG000225100013104168']],
            'claim.create' => ['Order', '4', 'ES-2611-000004', [], ['claim_id' => 2, 'product' => 'Televizor Quorra 55', 'status' => 'received']],
            'claim.move' => ['Order', '4', 'ES-2611-000004', ['status' => 'at_service'], ['status' => 'repaired', 'claim_id' => 2, 'note' => 'Placa de bază înlocuită']],
            'order.transfer_paid' => ['Order', '4', 'ES-2611-000004', [], ['amount' => 129990]],
            'order.status_revert' => ['Order', '4', 'ES-2611-000004', ['status' => 'shipped'], ['status' => 'packed', 'reason' => 'Greșeală de clic']],
            'order.note' => ['Order', '4', 'ES-2611-000004', [], ['note' => 'Clientul sună după ora 18']],
            'order.call_details' => ['Order', '4', 'ES-2611-000004', ['name' => 'Ion', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Florilor 1', 'store_id' => null, 'payment_method' => 'cash', 'comment' => null, 'delivery_fee' => 5000, 'total' => 129990], ['name' => 'Ion Popescu', 'delivery_method' => 'pickup', 'delivery_zone' => null, 'city' => null, 'address' => null, 'store_id' => 9003, 'payment_method' => 'card', 'comment' => 'Vine după-amiază', 'delivery_fee' => 0, 'total' => 124990]],
            'order.hold_extended' => ['Order', '4', 'ES-2611-000004', ['held_until' => '2026-11-20T10:00:00+00:00'], ['held_until' => '2026-11-22T10:00:00+00:00']],
            'orders.export' => [null, null, null, [], ['filters' => ['status' => 'packed', 'from' => '2026-11-01', 'delivery' => 'courier', 'payment' => 'cash', 'kind' => 'one_click']]],
            'staff.invite' => ['User', '12', 'nou@example.md', [], ['role' => 'manager', 'name' => 'Nina Nou', 'email' => 'nou@example.md']],
            'staff.invitation_resend' => ['User', '12', 'nou@example.md', [], []],
            'staff.role' => ['User', '12', 'nou@example.md', ['role' => 'editor'], ['role' => 'manager']],
            'staff.disable' => ['User', '12', 'nou@example.md', ['disabled' => false], ['disabled' => true]],
            'staff.enable' => ['User', '12', 'nou@example.md', ['disabled' => true], ['disabled' => false]],
            'staff.password_link' => ['User', '12', 'nou@example.md', [], []],
            'product.create' => ['Product', '545', 'TV-55', [], $product],
            'product.update' => ['Product', '545', 'TV-55', ['price' => 124990, 'is_active' => false, 'name' => ['ro' => 'Televizor', 'ru' => 'Телевизор']], ['price' => 119900, 'is_active' => true, 'name' => ['ro' => 'Televizor Quorra 55', 'ru' => 'Телевизор Quorra 55']]],
            'product.bulk_active' => [null, null, '2 × off', ['is_active' => true, 'skus' => ['TV-55', 'TV-65']], ['is_active' => false, 'skus' => ['TV-55', 'TV-65']]],
            'product.stock' => ['Product', '545', 'TV-55', ['Depozit central' => 3, 'stock_total' => 5], ['Depozit central' => 1, 'stock_total' => 3]],
            'product.reorder_level' => ['Product', '545', 'TV-55', ['reorder_level' => 2], ['reorder_level' => 12]],
            'product.image_add' => ['Product', '545', 'Televizor Quorra 55', [], ['images' => ['products/01jdaaa', 'products/01jdbbb']]],
            'product.image_alt' => ['Product', '545', 'Televizor Quorra 55', ['image' => 7, 'alt' => 'Față'], ['image' => 7, 'alt' => 'Vedere din față']],
            'product.image_replace' => ['Product', '545', 'Televizor Quorra 55', ['image' => 7, 'key' => 'products/01jdaaa'], ['image' => 7, 'key' => 'products/01jdccc']],
            'product.image_order' => ['Product', '545', 'Televizor Quorra 55', ['order' => [7, 8]], ['order' => [8, 7]]],
            'product.image_remove' => ['Product', '545', 'Televizor Quorra 55', ['image' => 7, 'key' => 'products/01jdaaa', 'alt' => 'Față'], []],
            'family.create' => ['ProductFamily', '12', 'iPhone 16', [], ['name' => ['ro' => 'iPhone 16', 'ru' => 'iPhone 16'], 'description' => ['ro' => 'Cel mai nou', 'ru' => 'Самый новый'], 'brand_id' => 9002, 'category_id' => 9001, 'attributes' => [9004, 9005]]],
            'family.update' => ['ProductFamily', '12', 'iPhone 16', ['name' => ['ro' => 'iPhone 16', 'ru' => 'iPhone 16'], 'attributes' => [9004]], ['name' => ['ro' => 'Apple iPhone 16', 'ru' => 'Apple iPhone 16'], 'attributes' => [9004, 9005]]],
            'family.delete' => ['ProductFamily', '12', 'iPhone 16', ['name' => ['ro' => 'iPhone 16', 'ru' => 'iPhone 16'], 'description' => ['ro' => '', 'ru' => ''], 'brand_id' => 9002, 'category_id' => 9001, 'attributes' => [9004], 'skus' => ['IP16-128', 'IP16-256']], []],
            'family.variant_add' => ['Product', '545', 'IP16-256-NEGRU', [], ['sku' => 'IP16-256-NEGRU', 'price' => 1899900, 'old_price' => null, 'is_active' => false, 'specs' => ['diagonal' => 55], 'family' => 'iPhone 16']],
            'family.variant_update' => ['Product', '545', 'IP16-256-NEGRU', ['price' => 1899900, 'old_price' => null, 'is_active' => false], ['price' => 1799900, 'old_price' => 1899900, 'is_active' => true]],
            'family.variant_attach' => ['Product', '545', 'IP16-256-NEGRU', ['name' => ['ro' => 'Telefon iPhone 16 256GB', 'ru' => 'Телефон iPhone 16 256GB']], ['name' => ['ro' => 'iPhone 16 256 GB', 'ru' => 'iPhone 16 256 ГБ'], 'family' => 'iPhone 16', 'specs' => ['diagonal' => 55]]],
            'family.variant_remove' => ['Product', '545', 'IP16-256-NEGRU', ['family' => 'iPhone 16'], []],
            'family.bulk_price' => ['ProductFamily', '12', 'iPhone 16', [], ['change' => '−10 %', 'skus' => ['IP16-128', 'IP16-256']]],
            'catalog.import' => [null, null, 'preturi.csv', [], ['file' => 'preturi.csv', 'rows' => 120, 'changed' => 30, 'unchanged' => 90, 'columns' => 'sku, price, stock']],
            'catalog.export' => [null, null, null, [], ['prices' => true, 'category' => 9001, 'brand' => 9002]],
            'category.create' => ['Category', '31', 'Televizoare', [], $category],
            'category.update' => ['Category', '31', 'Televizoare', ['label' => null, 'image' => null], ['label' => 'Nou', 'image' => 'categories/01jdtv.webp']],
            'category.move' => ['Category', '31', 'Televizoare', ['parent_id' => 9001, 'depth' => 1], ['parent_id' => null, 'depth' => 0]],
            'category.order' => ['Category', '31', 'Televizoare', ['position' => 2], ['position' => 1]],
            'category.attributes' => ['Category', '31', 'Televizoare', ['attributes' => [9004]], ['attributes' => [9004, 9005]]],
            'category.delete' => ['Category', '31', 'Televizoare', $category, []],
            'brand.create' => ['Brand', '8', 'Quorra', [], ['name' => 'Quorra', 'slug' => 'quorra', 'logo' => 'brands/01jdlogo.webp']],
            'brand.update' => ['Brand', '8', 'Quorra', ['logo' => 'brands/01jdlogo.webp'], ['logo' => null]],
            'brand.delete' => ['Brand', '8', 'Quorra', ['name' => 'Quorra', 'slug' => 'quorra', 'logo' => null], []],
            'attribute.create' => ['Attribute', '5', 'diagonal', [], $attribute],
            'attribute.update' => ['Attribute', '5', 'diagonal', ['is_filterable' => true], ['is_filterable' => false]],
            'attribute.delete' => ['Attribute', '5', 'diagonal', $attribute, []],
            'attribute_option.create' => ['AttributeOption', '50', 'culoare: negru', [], ['slug' => 'negru', 'value' => ['ro' => 'Negru', 'ru' => 'Чёрный'], 'sort' => 1]],
            'attribute_option.update' => ['AttributeOption', '50', 'culoare: negru', ['value' => ['ro' => 'Negru', 'ru' => 'Черный'], 'swatch' => null], ['value' => ['ro' => 'Negru', 'ru' => 'Чёрный'], 'swatch' => '#1a1a1a']],
            'attribute_option.delete' => ['AttributeOption', '50', 'culoare: negru', ['slug' => 'negru', 'value' => ['ro' => 'Negru', 'ru' => 'Чёрный'], 'sort' => 1], []],
            'banner.create' => ['Banner', '3', 'Reduceri de iarnă', [], $banner],
            'banner.update' => ['Banner', '3', 'Reduceri de iarnă', ['is_active' => true, 'ends_at' => null], ['is_active' => false, 'ends_at' => '2026-12-31 23:59:00']],
            'banner.delete' => ['Banner', '3', 'Reduceri de iarnă', $banner, []],
            'promotion.create' => ['Promotion', '6', 'Vinerea neagră', [], [...$promotion, 'products' => [1, 2, 3]]],
            'promotion.update' => ['Promotion', '6', 'Vinerea neagră', ['products' => [1, 2, 3], 'banner' => 'promotions/01jdbanner.webp'], ['products' => [1, 2], 'banner' => 'promotions/01jdnew.webp']],
            'promotion.delete' => ['Promotion', '6', 'Vinerea neagră', $promotion, []],
            'promo_rule.create' => ['PromoRule', '4', 'Iarna 10%', [], ['label' => ['ro' => 'Iarna 10%', 'ru' => 'Зима 10%'], 'code' => 'IARNA10', 'is_automatic' => false, 'discount_type' => 'percent', 'discount_percent' => 10, 'discount_amount' => null, 'is_free_delivery' => false, 'applies_to' => ['ro' => 'Categorii', 'ru' => 'Категории'], 'products' => [3, 4], 'min_amount' => 300000, 'starts_at' => '2026-12-01 00:00:00', 'ends_at' => null, 'usage_limit' => 100, 'per_customer_limit' => 1, 'is_with_promotions' => false, 'is_with_others' => true, 'priority' => 0]],
            'promo_rule.update' => ['PromoRule', '4', 'Iarna 10%', ['discount_type' => 'percent', 'discount_percent' => 10, 'usage_limit' => 100], ['discount_type' => 'amount', 'discount_percent' => null, 'discount_amount' => 20000, 'usage_limit' => 200]],
            'promo_rule.pause' => ['PromoRule', '4', 'Iarna 10%', ['is_paused' => false, 'is_ended' => false], ['is_paused' => true, 'is_ended' => false]],
            'promo_rule.resume' => ['PromoRule', '4', 'Iarna 10%', ['is_paused' => true, 'is_ended' => false], ['is_paused' => false, 'is_ended' => false]],
            'promo_rule.end' => ['PromoRule', '4', 'Iarna 10%', ['is_paused' => false, 'is_ended' => false], ['is_paused' => false, 'is_ended' => true]],
            'promo_rule.batch' => ['PromoRule', '4', 'Iarna 10%', [], ['codes' => 500]],
            'promo_rule.export' => ['PromoRule', '4', 'Iarna 10%', [], []],
            'credit_programme.create' => ['CreditProgramme', '2', 'Banca X · rate-12', [], $programme],
            'credit_programme.update' => ['CreditProgramme', '2', 'Banca X · rate-12', ['max_amount' => 5000000, 'months' => 12], ['max_amount' => 6000000, 'months' => 24]],
            'credit_programme.delete' => ['CreditProgramme', '2', 'Banca X · rate-12', ['slug' => 'rate-12', 'months' => 12], []],
            'store.create' => ['Store', '9003', 'Magazinul Botanica', [], $store],
            'store.update' => ['Store', '9003', 'Magazinul Botanica', ['hours' => [1 => ['09:00', '19:00']], 'phones' => ['+37322000001']], ['hours' => [1 => ['10:00', '19:00']], 'phones' => ['+37322000001', '+37322000002']]],
            'store.delete' => ['Store', '9003', 'Magazinul Botanica', ['slug' => 'botanica', 'name' => ['ro' => 'Magazinul Botanica', 'ru' => 'Магазин Ботаника']], []],
            'store.exception_add' => ['Store', '9003', 'Magazinul Botanica', [], ['date' => '2026-12-31', 'opens_at' => '10:00', 'closes_at' => '15:00', 'note' => 'Revelion']],
            'store.exception_remove' => ['Store', '9003', 'Magazinul Botanica', ['date' => '2026-12-31T00:00:00.000000Z', 'opens_at' => '10:00', 'closes_at' => '15:00'], []],
            'blog.create' => ['BlogPost', '14', 'sfaturi-tv', [], ['slug' => 'sfaturi-tv', 'category' => 9006, 'title.ro' => 'Sfaturi', 'title.ru' => 'Советы', 'excerpt.ro' => 'Pe scurt', 'excerpt.ru' => 'Кратко', 'body.ro' => 'Text', 'body.ru' => 'Текст', 'cover' => 'blog/01jdcover.webp', 'published_at' => '2026-11-20T08:00:00+00:00', 'tags' => 'tv, sfaturi', 'products' => '1, 2']],
            'blog.update' => ['BlogPost', '14', 'sfaturi-tv', ['title.ru' => 'Советы', 'cover' => null], ['title.ru' => 'Советы по выбору', 'cover' => 'blog/01jdcover.webp']],
            'blog.delete' => ['BlogPost', '14', 'sfaturi-tv', ['slug' => 'sfaturi-tv', 'title.ro' => 'Sfaturi'], []],
            'blog_category.save' => ['BlogCategory', '4', 'ghiduri', ['name.ro' => 'Ghid'], ['name.ro' => 'Ghiduri']],
            'blog_category.delete' => ['BlogCategory', '4', 'ghiduri', ['slug' => 'ghiduri', 'name.ro' => 'Ghiduri', 'name.ru' => 'Гиды'], []],
            'page.save' => ['Page', '10', 'livrare', ['title.ro' => 'Livrare', 'intro.ro' => null], ['title.ro' => 'Livrarea', 'intro.ro' => 'Cum livrăm']],
            'page.delete' => ['Page', '10', 'livrare', ['slug' => 'livrare', 'title.ro' => 'Livrarea'], []],
            'about.update' => ['Page', '11', 'despre-companie', ['title.ro' => 'Despre noi', 'sections' => [['title' => 'A']], 'team' => []], ['title.ro' => 'Despre companie', 'sections' => [['title' => 'B']], 'team' => []]],
            'vacancy.save' => ['Vacancy', '9', 'consultant', [], $vacancy],
            'vacancy.open' => ['Vacancy', '9', 'consultant', ['is_open' => false], ['is_open' => true]],
            'vacancy.close' => ['Vacancy', '9', 'consultant', ['is_open' => true], ['is_open' => false]],
            'vacancy.delete' => ['Vacancy', '9', 'consultant', $vacancy, []],
            'message.handled' => ['ContactMessage', '21', null, ['handled_at' => null], ['handled_at' => '2026-11-20T10:00:00+00:00']],
            'message.reopened' => ['ContactMessage', '21', null, ['handled_at' => '2026-11-20T10:00:00+00:00'], ['handled_at' => null]],
            'message.reply' => ['ContactMessage', '21', null, [], ['subject' => 'Despre comanda', 'locale' => 'ru']],
            'review.publish' => ['Review', '12', '#12 · IP16-256', [], ['rating' => 4]],
            'review.reject' => ['Review', '12', '#12 · IP16-256', [], ['reason' => 'Recenzia nu este despre produs']],
            'review.reply' => ['Review', '12', '#12 · IP16-256', [], ['text' => 'Mulțumim pentru părere!']],
            'credit_request.status' => ['CreditRequest', '5', null, ['status' => 'new', 'note' => null], ['status' => 'approved', 'note' => 'Aprobat de bancă']],
            'application.cv_download' => ['JobApplication', '3', null, [], ['file' => 'cv-ion-popescu-3.pdf']],
            'newsletter.unsubscribe' => ['NewsletterSubscription', '40', null, ['unsubscribed_at' => null], ['unsubscribed_at' => '2026-11-20T10:00:00+00:00']],
            'newsletter.export' => [null, null, null, [], ['filters' => ['state' => 'confirmed', 'q' => 'gmail']]],
        ];
    }
}
