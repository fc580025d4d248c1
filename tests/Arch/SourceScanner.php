<?php

declare(strict_types=1);

namespace Tests\Arch;

/**
 * Reads PHP source as tokens (never by regular expression over text), so comments and strings do not count, and
 * reports each finding as `path:line what`.
 */
final class SourceScanner
{
    /**
     * The PHP files under the given folders of the project, relative to its root.
     *
     * @param  list<string>  $folders
     * @return list<string>
     */
    public static function files(array $folders): array
    {
        $root = dirname(__DIR__, 2);
        $files = [];
        foreach ($folders as $folder) {
            $iterator = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator($root.'/'.$folder, \FilesystemIterator::SKIP_DOTS));
            foreach ($iterator as $file) {
                if ($file instanceof \SplFileInfo && $file->isFile() && str_ends_with($file->getFilename(), '.php')) {
                    $files[] = substr($file->getPathname(), strlen($root) + 1);
                }
            }
        }
        sort($files);

        return $files;
    }

    public static function read(string $path): string
    {
        return (string) file_get_contents(dirname(__DIR__, 2).'/'.$path);
    }

    /**
     * Tokens without whitespace, comments and doc comments.
     *
     * @return list<\PhpToken>
     */
    public static function tokens(string $source): array
    {
        return array_values(array_filter(
            \PhpToken::tokenize($source),
            static fn (\PhpToken $token): bool => ! $token->is([T_WHITESPACE, T_COMMENT, T_DOC_COMMENT]),
        ));
    }

    /** Whether the file opens with `declare(strict_types=1);` as its first statement. */
    public static function declaresStrictTypes(string $source): bool
    {
        $code = array_values(array_filter(self::tokens($source), static fn (\PhpToken $t): bool => ! $t->is(T_OPEN_TAG)));
        $text = implode('', array_map(static fn (\PhpToken $t): string => $t->text, array_slice($code, 0, 7)));

        return strtolower($text) === 'declare(strict_types=1);';
    }

    /**
     * Classes declared without `final` (anonymous classes aside): `[line, name, abstract]` each.
     *
     * @return list<array{int, string, bool}>
     */
    public static function nonFinalClasses(string $source): array
    {
        $tokens = self::tokens($source);
        $found = [];
        foreach ($tokens as $i => $token) {
            if (! $token->is(T_CLASS)) {
                continue;
            }
            $previous = $tokens[$i - 1] ?? null;
            if ($previous !== null && ($previous->is([T_DOUBLE_COLON, T_NEW]))) {
                continue;
            }
            $modifiers = [];
            for ($j = $i - 1; $j >= 0 && $tokens[$j]->is([T_FINAL, T_ABSTRACT, T_READONLY]); $j--) {
                $modifiers[] = $tokens[$j]->id;
            }
            if (! in_array(T_FINAL, $modifiers, true)) {
                $found[] = [$token->line, ($tokens[$i + 1] ?? $token)->text, in_array(T_ABSTRACT, $modifiers, true)];
            }
        }

        return $found;
    }

    /**
     * Calls of global functions by name (not methods, not static calls, not declarations): `[line, name, args]`
     * each, where args is the number of top-level arguments.
     *
     * @param  list<string>  $names  lower-case
     * @return list<array{int, string, int}>
     */
    public static function functionCalls(string $source, array $names): array
    {
        $tokens = self::tokens($source);
        $found = [];
        foreach ($tokens as $i => $token) {
            if (! $token->is([T_STRING, T_NAME_FULLY_QUALIFIED])) {
                continue;
            }
            $name = strtolower(ltrim($token->text, '\\'));
            if (! in_array($name, $names, true) || ($tokens[$i + 1] ?? null)?->text !== '(') {
                continue;
            }
            $previous = $tokens[$i - 1] ?? null;
            if ($previous !== null && $previous->is([T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW])) {
                continue;
            }
            $found[] = [$token->line, $name, self::argumentCount($tokens, $i + 1)];
        }

        return $found;
    }

    /**
     * Names the file refers to (imports and fully qualified names), with their lines: `[line, name]` each.
     *
     * @return list<array{int, string}>
     */
    public static function referencedNames(string $source): array
    {
        $found = [];
        foreach (self::tokens($source) as $token) {
            if ($token->is([T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED])) {
                $found[] = [$token->line, ltrim($token->text, '\\')];
            }
        }

        return $found;
    }

    /**
     * The classes each named class extends, fully qualified through the file's namespace and imports: `[line, name]`
     * each.
     *
     * @return list<array{int, string}>
     */
    public static function parentClasses(string $source): array
    {
        $tokens = self::tokens($source);
        $namespace = '';
        $imports = [];
        $found = [];
        foreach ($tokens as $i => $token) {
            $next = $tokens[$i + 1] ?? null;
            if ($token->is(T_NAMESPACE) && $next !== null && $next->is([T_STRING, T_NAME_QUALIFIED])) {
                $namespace = $next->text;
            }
            // Imports (`use A\B;`, `use A\B as C;`); a closure's `use (` is none. A trait's `use` only adds an alias unused here.
            if ($token->is(T_USE) && $next !== null && $next->is([T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED])) {
                $name = ltrim($next->text, '\\');
                $alias = ($tokens[$i + 2] ?? null)?->is(T_AS) === true ? ($tokens[$i + 3] ?? $next)->text : substr((string) strrchr('\\'.$name, '\\'), 1);
                $imports[strtolower($alias)] = $name;
            }
            if ($token->is(T_EXTENDS) && $next !== null && $next->is([T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED])) {
                $found[] = [$next->line, self::resolve($next, $namespace, $imports)];
            }
        }

        return $found;
    }

    /**
     * Named classes (not interfaces, traits, enums or anonymous classes) that declare no public method of that name:
     * `[line, name]` each.
     *
     * @return list<array{int, string}>
     */
    public static function classesWithoutPublicMethod(string $source, string $method): array
    {
        $tokens = self::tokens($source);
        $found = [];
        $current = null;
        $has = false;
        foreach ($tokens as $i => $token) {
            $previous = $tokens[$i - 1] ?? null;
            if ($token->is(T_CLASS) && ! ($previous !== null && $previous->is([T_DOUBLE_COLON, T_NEW]))) {
                if ($current !== null && ! $has) {
                    $found[] = $current;
                }
                $current = [$token->line, ($tokens[$i + 1] ?? $token)->text];
                $has = false;
            }
            if ($token->is(T_FUNCTION) && strtolower(($tokens[$i + 1] ?? $token)->text) === strtolower($method)) {
                for ($j = $i - 1; $j >= 0 && $tokens[$j]->is([T_STATIC, T_FINAL, T_ABSTRACT, T_PUBLIC, T_PROTECTED, T_PRIVATE]); $j--) {
                    if ($tokens[$j]->is(T_PUBLIC)) {
                        $has = true;
                    }
                }
            }
        }
        if ($current !== null && ! $has) {
            $found[] = $current;
        }

        return $found;
    }

    /**
     * Query-builder use: `DB::`, `::query(`, `->where…(` calls: `[line, what]` each.
     *
     * @return list<array{int, string}>
     */
    public static function queryBuilderCalls(string $source): array
    {
        $tokens = self::tokens($source);
        $found = [];
        foreach ($tokens as $i => $token) {
            $next = $tokens[$i + 1] ?? null;
            $after = $tokens[$i + 2] ?? null;
            if ($token->is([T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED]) && in_array(strtolower(ltrim($token->text, '\\')), ['db', 'illuminate\\support\\facades\\db'], true) && $next?->is(T_DOUBLE_COLON)) {
                $found[] = [$token->line, 'DB::'];
            }
            if ($token->is(T_DOUBLE_COLON) && $next !== null && strtolower($next->text) === 'query' && $after?->text === '(') {
                $found[] = [$token->line, '::query('];
            }
            if ($token->is([T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR]) && $next !== null && str_starts_with(strtolower($next->text), 'where') && $after?->text === '(') {
                $found[] = [$token->line, '->'.$next->text.'('];
            }
        }

        return $found;
    }

    /**
     * Calls of the named methods (`->name(`, `?->name(`, `::name(`), case-insensitive: each as [line, name].
     *
     * @param  list<string>  $names
     * @return list<array{0: int, 1: string}>
     */
    public static function methodCalls(string $source, array $names): array
    {
        $names = array_map(strtolower(...), $names);
        $tokens = self::tokens($source);
        $found = [];
        foreach ($tokens as $i => $token) {
            $next = $tokens[$i + 1] ?? null;
            $after = $tokens[$i + 2] ?? null;
            if ($token->is([T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON]) && $next !== null && $after?->text === '(' && in_array(strtolower($next->text), $names, true)) {
                $found[] = [$next->line, $next->text];
            }
        }

        return $found;
    }

    /**
     * @param  array<string, string>  $imports  by lower-case alias
     */
    private static function resolve(\PhpToken $name, string $namespace, array $imports): string
    {
        if ($name->is(T_NAME_FULLY_QUALIFIED)) {
            return ltrim($name->text, '\\');
        }
        $parts = explode('\\', $name->text, 2);
        $imported = $imports[strtolower($parts[0])] ?? null;
        if ($imported !== null) {
            return $imported.(isset($parts[1]) ? '\\'.$parts[1] : '');
        }

        return ltrim($namespace.'\\'.$name->text, '\\');
    }

    /**
     * @param  list<\PhpToken>  $tokens
     */
    private static function argumentCount(array $tokens, int $open): int
    {
        $depth = 0;
        $count = 0;
        $empty = true;
        for ($i = $open; $i < count($tokens); $i++) {
            $text = $tokens[$i]->text;
            if (in_array($text, ['(', '[', '{'], true) || $tokens[$i]->is([T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES])) {
                $depth++;
                if ($depth === 1) {
                    continue;
                }
            } elseif (in_array($text, [')', ']', '}'], true)) {
                $depth--;
                if ($depth === 0) {
                    return $count + ($empty ? 0 : 1);
                }
            } elseif ($text === ',' && $depth === 1) {
                $count++;
                $empty = true;

                continue;
            }
            if ($depth >= 1) {
                $empty = false;
            }
        }

        return $count;
    }
}
