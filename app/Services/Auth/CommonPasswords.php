<?php

declare(strict_types=1);

namespace App\Services\Auth;

use RuntimeException;

/**
 * The 10 000 most common passwords (resources/security/common-passwords.txt, from zxcvbn 4.4.2) and the passwords of
 * 10 characters or more from a larger list of leaked ones (resources/security/breached-passwords.txt, from
 *
 * @zxcvbn-ts/language-common 4.1.3; shorter ones already fail the length rule); see docs/dependencies.md. The text
 * files are compiled once into a keyed PHP array under storage/framework/cache, so a lookup is an isset() on an array
 * OPcache keeps in shared memory instead of a scan of thousands of lines per request. The compiled file's name
 * carries the sources' sizes and times, so editing a list rebuilds it.
 */
final class CommonPasswords
{
    /** @var array<string, true>|null */
    private static ?array $list = null;

    public static function contains(string $password): bool
    {
        return isset(self::list()[mb_strtolower($password)]);
    }

    /** @return list<string> */
    public static function sources(): array
    {
        return [resource_path('security/common-passwords.txt'), resource_path('security/breached-passwords.txt')];
    }

    /** @return array<string, true> */
    private static function list(): array
    {
        if (self::$list !== null) {
            return self::$list;
        }

        $sources = self::sources();
        $stamp = implode('-', array_map(static fn (string $source): string => filesize($source).'-'.filemtime($source), $sources));
        $compiled = storage_path('framework/cache/common-passwords-'.$stamp.'.php');
        if (! is_file($compiled)) {
            self::compile($sources, $compiled);
        }

        /** @var array<string, true> $list */
        $list = require $compiled;

        return self::$list = $list;
    }

    /** @param  list<string>  $sources */
    private static function compile(array $sources, string $compiled): void
    {
        $lines = [];
        foreach ($sources as $source) {
            $read = file($source, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
            if ($read === false) {
                throw new RuntimeException("The password list $source cannot be read.");
            }
            $lines = [...$lines, ...$read];
        }

        $keyed = array_fill_keys(array_map(mb_strtolower(...), $lines), true);
        // Written aside and renamed, so a parallel request never requires a half-written file.
        $temporary = $compiled.'.'.bin2hex(random_bytes(6));
        file_put_contents($temporary, '<?php return '.var_export($keyed, true).';'.PHP_EOL);
        rename($temporary, $compiled);
    }
}
