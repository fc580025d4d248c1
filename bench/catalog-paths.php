<?php

declare(strict_types=1);

/*
 * Prints the pages bench/catalog.sh measures, one "label<TAB>path" per line, chosen from the benchmark database
 * (DB_DATABASE) so that they exist at any catalogue size: the level-1 category with the most spec attributes (the
 * largest of those), filtered by its most common
 * brand and its most common option of a spec attribute (2 filters, every facet counted), the same category
 * unfiltered, a product page, search suggestions (a prefix and a misspelling), a search results page, the discounts
 * page, a near and a far page (2 and 3 000) of the biggest listing, and the company page: the lightest storefront page (one indexed query,
 * the web middleware, the shared props and the HTML shell), what any page costs before doing anything of its own.
 * BENCH_ONLY (a comma-separated list of label prefixes) keeps only
 * those rows.
 *
 * The database is the one the DB_* variables name, read through PDO: DB_CONNECTION sqlite (the default; DB_DATABASE is
 * the file), pgsql or mariadb (DB_HOST, DB_PORT, DB_DATABASE, DB_USERNAME, DB_PASSWORD). The statements are written
 * for all three, so the same catalogue gives the same paths on each.
 */

$env = static fn (string $name, string $default = ''): string => is_string(getenv($name)) && getenv($name) !== '' ? (string) getenv($name) : $default;
$driver = $env('DB_CONNECTION', 'sqlite');
$pdo = match ($driver) {
    'sqlite' => new PDO('sqlite:'.$env('DB_DATABASE')),
    'pgsql' => new PDO(sprintf('pgsql:host=%s;port=%s;dbname=%s', $env('DB_HOST', '127.0.0.1'), $env('DB_PORT', '5432'), $env('DB_DATABASE')), $env('DB_USERNAME'), $env('DB_PASSWORD')),
    'mariadb', 'mysql' => new PDO(sprintf('mysql:host=%s;port=%s;dbname=%s;charset=utf8mb4', $env('DB_HOST', '127.0.0.1'), $env('DB_PORT', '3306'), $env('DB_DATABASE')), $env('DB_USERNAME'), $env('DB_PASSWORD')),
    default => throw new RuntimeException("DB_CONNECTION must be sqlite, pgsql or mariadb, got '$driver'"),
};
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
// A category's Romanian name, out of its JSON translations.
$roName = match ($driver) {
    'pgsql' => "(c.name::json ->> 'ro')",
    'mariadb', 'mysql' => "JSON_UNQUOTE(JSON_EXTRACT(c.name, '$.ro'))",
    default => "json_extract(c.name, '$.ro')",
};
$one = static function (string $sql, array $bindings = []) use ($pdo): array {
    $statement = $pdo->prepare($sql);
    $statement->execute($bindings);

    return $statement->fetch(PDO::FETCH_ASSOC) ?: throw new RuntimeException('No row for: '.$sql);
};

// Spec attributes per level-1 category, read from the demo products (the generator copies their specs).
$sub = $one('SELECT c.id, c.slug, r.slug AS root FROM categories c JOIN categories r ON r.id = c.parent_id
    WHERE c.depth = 1
    ORDER BY (SELECT COUNT(DISTINCT v.attribute_id) FROM products p JOIN product_attribute_values v ON v.product_id = p.id
        WHERE p.category_sub_id = c.id AND p.id <= 2000) DESC,
        (SELECT COUNT(*) FROM products p WHERE p.category_sub_id = c.id) DESC, c.id LIMIT 1');
$brand = $one('SELECT b.slug FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.category_sub_id = ?
    GROUP BY b.id, b.slug ORDER BY COUNT(*) DESC, b.id LIMIT 1', [$sub['id']]);
// With generated families (BENCH_FAMILIES), an option that tells variants apart (storage, colour): a filter a family
// matches by its listed variant or by another variant's value (docs/variants.md).
$familyOption = getenv('BENCH_FAMILIES') ? 'AND a.id IN (SELECT attribute_id FROM product_family_options)' : '';
$option = $one("SELECT a.code, o.slug FROM products p
    JOIN product_attribute_values v ON v.product_id = p.id
    JOIN attributes a ON a.id = v.attribute_id AND a.type <> 'number' AND a.is_filterable = TRUE $familyOption
    JOIN attribute_options o ON o.id = v.attribute_option_id
    WHERE p.category_sub_id = ? GROUP BY o.id, a.code, o.slug ORDER BY COUNT(*) DESC, o.id LIMIT 1", [$sub['id']]);
$count = (int) $one('SELECT MAX(id) AS id FROM products')['id'];
$product = $one('SELECT slug FROM products WHERE id >= ? ORDER BY id LIMIT 1', [intdiv($count, 2)]);

$category = "/categorie-produs/{$sub['root']}/{$sub['slug']}";
// The biggest listing, for a near and a far page (a far one past the numbered pages answers 404 at once).
$biggest = $one('SELECT c.slug FROM products p JOIN categories c ON c.id = p.category_root_id WHERE p.is_active = TRUE AND p.is_listed = TRUE
    GROUP BY c.id, c.slug ORDER BY COUNT(*) DESC, c.id LIMIT 1');
$rows = [
    'category, 2 filters + facets' => "$category?brand={$brand['slug']}&{$option['code']}={$option['slug']}",
    'category, no filter' => $category,
    'product page' => "/produs/{$product['slug']}",
    'suggestions "televiz"' => '/api/search/suggest?q=televiz',
    'suggestions "samsnug" (typo)' => '/api/search/suggest?q=samsnug',
    'search results "televizor samsung"' => '/cautare?q=televizor+samsung',
    // The discounts page: with families, each family once as its best discounted variant (`is_listed_discounted`,
    // written by FamilyListing), grouped by category.
    'discounts page' => '/categorie-produs/reduceri',
    'listing page 2' => "/categorie-produs/{$biggest['slug']}?page=2",
    'listing page 3000' => "/categorie-produs/{$biggest['slug']}?page=3000",
];
// BENCH_LAST_PAGE=N: also page N of the biggest listing (the last numbered page, shop.listing_max_pages: 100 by
// default): the deepest page a listing serves, where page 3 000 is past the numbering and answers at once.
$last = (int) getenv('BENCH_LAST_PAGE');
if ($last > 0) {
    $rows["listing page $last (last numbered)"] = "/categorie-produs/{$biggest['slug']}?page=$last";
}
$rows += [
    'company page (the lightest page)' => '/despre-companie',
];
// bench/peer.sh: the peer's term search, on our search results page.
$term = getenv('BENCH_SEARCH_TERM');
if (is_string($term) && $term !== '') {
    $rows['search results "'.$term.'"'] = '/cautare?q='.rawurlencode($term);
}
// `--searches N`: N different searches instead (a category word and a brand that has products in it), for the table
// of first requests, where nothing about the words is kept yet.
if (($argv[1] ?? '') === '--searches') {
    // Each (category, brand) pair once, in a fixed scrambled order (PostgreSQL sorts a DISTINCT only by what it selects).
    $limit = max(1, (int) ($argv[2] ?? 100));
    $statement = $pdo->prepare("SELECT category, brand FROM (SELECT DISTINCT c.id AS category_id, b.id AS brand_id,
            $roName AS category, b.name AS brand
        FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
        WHERE p.id <= 2000) pairs ORDER BY (category_id * 31 + brand_id) % 97, category_id, brand_id LIMIT $limit");
    $statement->execute();
    foreach ($statement->fetchAll(PDO::FETCH_ASSOC) as $pair) {
        $words = mb_strtolower(strtok((string) $pair['category'], ' ,-').' '.$pair['brand']);
        echo '/cautare?q=', rawurlencode($words), "\n";
    }
    exit(0);
}
$only = array_filter(explode(',', (string) getenv('BENCH_ONLY')));
foreach ($rows as $label => $path) {
    if ($only !== [] && array_filter($only, static fn (string $prefix): bool => str_starts_with($label, $prefix)) === []) {
        continue;
    }
    echo $label, "\t", $path, "\n";
}
