<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use Illuminate\Routing\Route;
use Illuminate\Support\Facades\Route as Router;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * What the documents and the code's comments name exists: a class (fully qualified or by its name), a file of the
 * repository, an API or back-office path. A newcomer follows these names; one that no longer exists (a class renamed,
 * a file moved, a path that never was) sends them nowhere. Documents are read whole; code only in its comments.
 */
final class DocumentedNamesExistTest extends TestCase
{
    /** Folders whose files' comments are read (with the documents at the root, in docs/ and bench/). */
    private const CODE = ['app', 'bench', 'config', 'database', 'deploy', 'packages', 'resources/js', 'routes', 'scripts', 'tests'];

    /**
     * Names written like a class that are not ours and not a library's: web platform and language names, systemd
     * settings, schema.org types, products, and PHPStan's array shapes read from `@phpstan-type` separately.
     */
    private const OUTSIDE_WORDS = [
        'JavaScript', 'TypeScript', 'SameSite', 'HttpOnly', 'IntersectionObserver', 'ResizeObserver', 'PerformanceObserver',
        'TypeError', 'DevTools', 'OpenStreetMap', 'PgBouncer', 'CommonMark', 'MariaDb', 'MockClock', 'MonotonicClock',
        'ExecStart', 'RestartSec', 'WorkingDirectory', 'NoNewPrivileges', 'PrivateTmp', 'ProtectHome', 'ProtectSystem',
        'StartLimitIntervalSec', 'WebSite', 'SearchAction', 'ElectronicsStore', 'ProductGroup', 'AggregateRating',
        'ListItem', 'BreadcrumbList', 'ItemList', 'PostalAddress', 'OpeningHoursSpecification', 'BlogPosting', 'GitHub',
        'WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'OfferCatalog', 'LocalBusiness', 'QuantitativeValue',
        'PropertyValue', 'MerchantReturnPolicy', 'OfferShippingDetails', 'ImageObject', 'SiteNavigationElement',
        'CommonPrefixes', 'ProvidesInertiaProperties', 'DejaVu',
    ];

    /** About other projects' sources (the Inertia client and the official adapter): their names, not ours. */
    private const ABOUT_OTHER_PROJECTS = ['packages/inertia-server/PROTOCOL.md'];

    /** A path of the repository as documents and comments write it: a top folder, then a file with its extension. */
    private const PATH = '~(?<![\w/.@-])((?:app|bench|config|database|deploy|docs|lang|packages|public|resources|routes|scripts|tests)/[\w./-]*\w\.(?:php|tsx?|mjs|js|md|sh|json|conf|service|neon|xml|css))(?![\w*{}])~';

    #[Test]
    public function every_class_a_document_or_comment_names_exists(): void
    {
        $known = $this->knownNames();
        $missing = [];
        foreach ($this->texts() as $file => $text) {
            if ($file === 'docs/decisions.md' || str_starts_with($file, 'database/migrations/') || in_array($file, self::ABOUT_OTHER_PROJECTS, true)) {
                continue; // dated records (decisions, migrations, never edited) name what was there when they were written
            }
            // Not a name followed by `{` (a list: `App\\Queries\\Admin\\Inbox{Messages,Applications}`).
            preg_match_all('~(?<![\\\\\w])((?:App|Tests|Database)(?:\\\\[A-Z]\w*)+)(?![\w{])~', $text, $qualified);
            foreach ($qualified[1] as $class) {
                if (! $this->classFileExists($class)) {
                    $missing[] = "$file: $class";
                }
            }
            preg_match_all('~(?<![\w\\\\/.@$-])([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)(?![\w/-])~', $text, $words);
            foreach (array_unique($words[1]) as $word) {
                if (! isset($known[$word])) {
                    $missing[] = "$file: $word";
                }
            }
        }

        $this->assertSame([], array_values(array_unique($missing)), 'Named in a document or a comment, found nowhere.');
    }

    #[Test]
    public function every_file_a_document_or_comment_names_exists(): void
    {
        $root = base_path();
        $missing = [];
        foreach ($this->texts() as $file => $text) {
            if (in_array($file, self::ABOUT_OTHER_PROJECTS, true)) {
                continue;
            }
            preg_match_all(self::PATH, $text, $paths);
            foreach (array_unique($paths[1]) as $path) {
                // What the build writes (the Vite manifest, the pictures' variants) is not in a fresh clone.
                if (str_starts_with($path, 'public/build/') || str_starts_with($path, 'public/media/')) {
                    continue;
                }
                if (! file_exists($root.'/'.$path)) {
                    $missing[] = "$file: $path";
                }
            }
        }

        $this->assertSame([], $missing);
    }

    #[Test]
    public function every_api_and_back_office_path_a_document_names_is_a_route(): void
    {
        $uris = array_values(array_filter(
            array_map(static fn (Route $route): ?string => $route->isFallback ? null : '/'.ltrim($route->uri(), '/'), Router::getRoutes()->getRoutes()),
        ));
        $missing = [];
        foreach ($this->documents() as $file => $text) {
            preg_match_all('~`(?:(?:GET|POST|PUT|PATCH|DELETE) )?(/(?:api|admin)(?:/[^`\s?]*)?)[^`]*`~', $text, $paths);
            foreach (array_unique($paths[1]) as $path) {
                // `/api` and `/admin` alone name the whole area.
                if (substr_count(rtrim($path, '/*'), '/') > 1 && ! $this->isRoute($path, $uris)) {
                    $missing[] = "$file: $path";
                }
            }
        }

        $this->assertSame([], $missing);
    }

    #[Test]
    public function nothing_refers_to_a_document_outside_the_repository(): void
    {
        $found = [];
        foreach ($this->texts() as $file => $text) {
            if (str_starts_with($file, 'packages/inertia-server/')) {
                $text = preg_replace('~\(?§\s?\d~', '', $text) ?? ''; // the sections of its own PROTOCOL.md
            }
            preg_match_all('~\bspec(?:\'s)? ?\(?§\s?\d|\(§\s?\d|\bthe\s+(?:\*\s+)?spec\'s\b|\barchitecture\.md\b|storefront-spec~i', $text, $matches);
            foreach ($matches[0] as $match) {
                $found[] = "$file: $match";
            }
        }

        $this->assertSame([], $found, 'The specification and the target design are not in the repository: say what is meant.');
    }

    #[Test]
    public function the_checks_see_what_they_are_meant_to(): void
    {
        $known = $this->knownNames();
        $this->assertArrayHasKey('CreditTeaser', $known, 'a class of app/');
        $this->assertArrayHasKey('DocumentedNamesExistTest', $known, 'a test class');
        $this->assertArrayHasKey('ProductCard', $known, 'a TypeScript type or component');
        $this->assertArrayNotHasKey('CreditTeaserTable', $known);
        $this->assertFalse($this->classFileExists('App\\Services\\Credit\\NoSuchThing'));
        $this->assertTrue($this->classFileExists('App\\Services\\Credit\\CreditTeaser'));
        $this->assertTrue($this->classFileExists('App\\Services\\Credit'), 'a namespace is a folder');
        preg_match_all(self::PATH, 'see tests/e2e/support/server.ts, app/Models/*.php and `docs/features.md`.', $paths);
        $this->assertSame(['tests/e2e/support/server.ts', 'docs/features.md'], $paths[1]);

        $uris = ['/api/search/suggest', '/api/{lang}/shop/category-in-home_page/{slug}', '/admin/comenzi/{number}'];
        $this->assertTrue($this->isRoute('/api/search/suggest', $uris));
        $this->assertTrue($this->isRoute('/api/{ro,ru}/shop/category-in-home_page/{slug}', $uris));
        $this->assertTrue($this->isRoute('/admin/comenzi/…', $uris));
        $this->assertFalse($this->isRoute('/api/search/suggestions', $uris));
        $this->assertFalse($this->isRoute('/api/stores', $uris));
    }

    /**
     * Class, interface, trait and enum names of the project, the libraries (Composer's class map) and PHP itself,
     * PHPStan type aliases, TypeScript names, and the outside words above.
     *
     * @return array<string, true>
     */
    private function knownNames(): array
    {
        $known = array_fill_keys(self::OUTSIDE_WORDS, true);
        foreach ([...get_declared_classes(), ...get_declared_interfaces(), ...get_declared_traits()] as $class) {
            $known[self::baseName($class)] = true;
        }
        $classMap = require base_path('vendor/composer/autoload_classmap.php');
        foreach (array_keys($classMap) as $class) {
            $known[self::baseName((string) $class)] = true;
        }
        foreach ($this->files(['app', 'database', 'packages', 'routes', 'tests', 'bench', 'config'], ['php']) as $file => $source) {
            $known[basename($file, '.php')] = true;
            preg_match_all('~@phpstan-(?:import-)?type\s+(\w+)~', $source, $aliases);
            foreach ($aliases[1] as $alias) {
                $known[$alias] = true;
            }
            // Declared names, and the aliases a file imports a class under (`use … as EloquentBuilder`).
            preg_match_all('~\b(?:class|interface|trait|enum|case|const|as)\s+(\w+)~', $source, $declared);
            foreach ($declared[1] as $name) {
                $known[$name] = true;
            }
        }
        foreach (['app', 'resources/js', 'tests'] as $folder) {
            $iterator = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(base_path($folder), \FilesystemIterator::SKIP_DOTS), \RecursiveIteratorIterator::SELF_FIRST);
            foreach ($iterator as $entry) {
                if ($entry instanceof \SplFileInfo && $entry->isDir()) {
                    $known[$entry->getFilename()] = true; // a folder, named like a namespace
                }
            }
        }
        foreach ($this->files(['resources/js', 'tests', 'bench', 'scripts'], ['ts', 'tsx', 'mjs']) as $file => $source) {
            $known[basename($file)] = true;
            preg_match_all('~\b(?:function|const|let|type|interface|class|enum)\s+([A-Za-z_]\w*)~', $source, $declared);
            foreach ($declared[1] as $name) {
                $known[$name] = true;
            }
        }

        return $known;
    }

    private function classFileExists(string $class): bool
    {
        $roots = ['App\\' => 'app/', 'Tests\\' => 'tests/', 'Database\\Seeders\\' => 'database/seeders/', 'Database\\Factories\\' => 'database/factories/', 'Database\\' => 'database/'];
        foreach ($roots as $prefix => $folder) {
            if (str_starts_with($class, $prefix)) {
                $path = base_path($folder.str_replace('\\', '/', substr($class, strlen($prefix))));

                return is_file($path.'.php') || is_dir($path);
            }
        }

        return false;
    }

    /**
     * Whether a documented path is a route: `{…}`, `{ro,ru}` and `…` stand for any one segment, and a segment in
     * braces of the route for any value.
     *
     * @param  list<string>  $uris
     */
    private function isRoute(string $path, array $uris): bool
    {
        $path = rtrim(str_replace('*', '…', $path), '/');
        $segments = explode('/', $path);
        foreach ($uris as $uri) {
            $parts = explode('/', rtrim($uri, '/'));
            if (count($parts) !== count($segments) && ! str_ends_with($path, '…')) {
                continue;
            }
            $matches = true;
            foreach ($segments as $i => $segment) {
                $part = $parts[$i] ?? null;
                if ($segment === '…' && $i === count($segments) - 1) {
                    break;
                }
                if ($part === null || ($segment !== $part && ! str_starts_with($segment, '{') && ! str_starts_with($part, '{') && $segment !== '…')) {
                    $matches = false;
                    break;
                }
            }
            if ($matches) {
                return true;
            }
        }

        return false;
    }

    /**
     * The documents, whole.
     *
     * @return array<string, string>
     */
    private function documents(): array
    {
        $texts = [];
        foreach ([...glob(base_path('*.md')) ?: [], ...glob(base_path('docs/*.md')) ?: [], ...glob(base_path('bench/*.md')) ?: [], ...glob(base_path('packages/*/*.md')) ?: []] as $path) {
            $texts[substr($path, strlen(base_path()) + 1)] = (string) file_get_contents($path);
        }

        return $texts;
    }

    /**
     * The documents and the comments of the code.
     *
     * @return array<string, string>
     */
    private function texts(): array
    {
        $texts = $this->documents();
        foreach ($this->files(self::CODE, ['php', 'ts', 'tsx', 'mjs', 'sh']) as $file => $source) {
            $texts[$file] = self::comments($file, $source);
        }

        return $texts;
    }

    private static function comments(string $file, string $source): string
    {
        if (str_ends_with($file, '.blade.php')) {
            preg_match_all('~\{\{--.*?--\}\}~s', $source, $matches);

            return implode("\n", $matches[0]);
        }
        if (str_ends_with($file, '.php')) {
            $comments = array_filter(\PhpToken::tokenize($source), static fn (\PhpToken $token): bool => $token->is([T_COMMENT, T_DOC_COMMENT]));

            return implode("\n", array_map(static fn (\PhpToken $token): string => $token->text, $comments));
        }
        if (str_ends_with($file, '.sh')) {
            preg_match_all('~(?:^|\s)#(?!!)[^\n]*~', $source, $matches);

            return implode("\n", $matches[0]);
        }
        // TypeScript: line and block comments, not `//` inside a string such as a URL.
        preg_match_all('~(?<![:"\'`\w])//[^\n]*|/\*.*?\*/~s', $source, $matches);

        return implode("\n", $matches[0]);
    }

    /**
     * @param  list<string>  $folders
     * @param  list<string>  $extensions
     * @return \Generator<string, string>
     */
    private function files(array $folders, array $extensions): \Generator
    {
        $root = base_path();
        foreach ($folders as $folder) {
            if (! is_dir($root.'/'.$folder)) {
                continue;
            }
            $iterator = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator($root.'/'.$folder, \FilesystemIterator::SKIP_DOTS));
            foreach ($iterator as $file) {
                if (! $file instanceof \SplFileInfo || ! in_array($file->getExtension(), $extensions, true) || str_contains($file->getPathname(), '/node_modules/')) {
                    continue;
                }
                $relative = substr($file->getPathname(), strlen($root) + 1);
                if (str_starts_with($relative, 'tests/fixtures/') || str_starts_with($relative, 'bench/results/') || str_starts_with($relative, 'bench/run/')) {
                    continue;
                }
                yield $relative => (string) file_get_contents($file->getPathname());
            }
        }
    }

    private static function baseName(string $class): string
    {
        $position = strrpos($class, '\\');

        return $position === false ? $class : substr($class, $position + 1);
    }
}
