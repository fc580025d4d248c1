<?php

declare(strict_types=1);

namespace App\Support\Auth;

use RuntimeException;

/**
 * The 10 000 most common passwords (resources/security/common-passwords.txt, from zxcvbn 4.4.2; see
 * docs/dependencies.md). The text file is compiled once into a keyed PHP array under storage/framework/cache, so a
 * lookup is an isset() on an array OPcache keeps in shared memory instead of a scan of 10 000 lines per request. The
 * compiled file's name carries the source's size and time, so editing the list rebuilds it.
 */
final class CommonPasswords
{
    /** @var array<string, true>|null */
    private static ?array $list = null;

    public static function contains(string $password): bool
    {
        return isset(self::list()[mb_strtolower($password)]);
    }

    public static function source(): string
    {
        return resource_path('security/common-passwords.txt');
    }

    /** @return array<string, true> */
    private static function list(): array
    {
        if (self::$list !== null) {
            return self::$list;
        }

        $source = self::source();
        $compiled = storage_path('framework/cache/common-passwords-'.filesize($source).'-'.filemtime($source).'.php');
        if (! is_file($compiled)) {
            self::compile($source, $compiled);
        }

        /** @var array<string, true> $list */
        $list = require $compiled;

        return self::$list = $list;
    }

    private static function compile(string $source, string $compiled): void
    {
        $lines = file($source, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
        if ($lines === false) {
            throw new RuntimeException('The common password list cannot be read.');
        }

        $keyed = array_fill_keys(array_map(mb_strtolower(...), $lines), true);
        // Written aside and renamed, so a parallel request never requires a half-written file.
        $temporary = $compiled.'.'.bin2hex(random_bytes(6));
        file_put_contents($temporary, '<?php return '.var_export($keyed, true).';'.PHP_EOL);
        rename($temporary, $compiled);
    }
}
