<?php

declare(strict_types=1);

namespace Tests\Support;

use Tests\Arch\SourceScanner;

/**
 * Every action the application can write to the audit log, read from the source: the string literals of the second
 * argument of each `AuditLog::record(…)` call under app/ (`$creating ? 'x.create' : 'x.update'` gives both; a
 * `self::ACTION` is read from the file's constant). A call whose action is not written out so is reported, so no
 * action escapes the list.
 */
final class AuditActionsInCode
{
    /**
     * @return array{actions: list<string>, unreadable: list<string>} the actions, sorted, and `path:line` of calls
     *                                                                 whose action is not a literal
     */
    public static function scan(string ...$folders): array
    {
        $actions = [];
        $unreadable = [];
        foreach (SourceScanner::files($folders === [] ? ['app'] : array_values($folders)) as $path) {
            $source = SourceScanner::read($path);
            if (! str_contains($source, 'AuditLog::record(')) {
                continue;
            }
            $found = self::inSource($source);
            array_push($actions, ...$found['actions']);
            array_push($unreadable, ...array_map(static fn (int $line): string => $path.':'.$line, $found['unreadable']));
        }
        $actions = array_values(array_unique($actions));
        sort($actions);

        return ['actions' => $actions, 'unreadable' => $unreadable];
    }

    /**
     * @return array{actions: list<string>, unreadable: list<int>} the actions of one file's calls, and the lines of
     *                                                              calls whose action is not a literal
     */
    public static function inSource(string $source): array
    {
        $actions = [];
        $unreadable = [];
        foreach (self::calls(SourceScanner::tokens($source)) as [$line, $literals]) {
            if ($literals === []) {
                $unreadable[] = $line;
            }
            array_push($actions, ...$literals);
        }

        return ['actions' => $actions, 'unreadable' => $unreadable];
    }

    /**
     * @param  list<\PhpToken>  $tokens
     * @return list<array{int, list<string>}> each call's line and the literals of its second argument
     */
    private static function calls(array $tokens): array
    {
        $calls = [];
        $count = count($tokens);
        // The file's own string constants, for a call that names its action as self::ACTION.
        $constants = [];
        for ($i = 0; $i + 3 < $count; $i++) {
            if ($tokens[$i]->is(T_CONST) && $tokens[$i + 2]->text === '=' && $tokens[$i + 3]->is(T_CONSTANT_ENCAPSED_STRING) && in_array($tokens[$i + 4]->text ?? '', [';', ','], true)) {
                $constants[$tokens[$i + 1]->text] = substr($tokens[$i + 3]->text, 1, -1);
            }
        }
        for ($i = 0; $i + 3 < $count; $i++) {
            if ($tokens[$i]->text !== 'AuditLog' || $tokens[$i + 1]->text !== '::' || $tokens[$i + 2]->text !== 'record' || $tokens[$i + 3]->text !== '(') {
                continue;
            }
            $depth = 0;
            $argument = 0;
            $literals = [];
            for ($j = $i + 4; $j < $count && $argument < 2; $j++) {
                $text = $tokens[$j]->text;
                if (in_array($text, ['(', '[', '{'], true)) {
                    $depth++;
                } elseif (in_array($text, [')', ']', '}'], true)) {
                    if ($depth === 0) {
                        break;
                    }
                    $depth--;
                } elseif ($text === ',' && $depth === 0) {
                    $argument++;
                } elseif ($argument === 1 && $tokens[$j]->is(T_CONSTANT_ENCAPSED_STRING)) {
                    $literals[] = substr($text, 1, -1);
                } elseif ($argument === 1 && in_array($text, ['self', 'static'], true) && ($tokens[$j + 1]->text ?? '') === '::' && isset($constants[$tokens[$j + 2]->text ?? ''])) {
                    $literals[] = $constants[$tokens[$j + 2]->text];
                }
            }
            $calls[] = [$tokens[$i]->line, $literals];
        }

        return $calls;
    }
}
