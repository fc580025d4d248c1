<?php

declare(strict_types=1);

namespace Tests\Unit\Compat;

use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;
use RuntimeException;

/**
 * packages/polyfill-php85-shim stands in for symfony/polyfill-php85: the PHP 8.5 functions Laravel 12 calls.
 * Every test leaves the error and exception handler stacks as it found them.
 */
final class PolyfillPhp85Test extends TestCase
{
    #[Test]
    public function the_functions_laravel_calls_exist(): void
    {
        foreach (['array_first', 'array_last', 'get_error_handler', 'get_exception_handler'] as $function) {
            $this->assertTrue(function_exists($function), $function);
        }
    }

    #[Test]
    public function array_first_and_array_last_read_a_list(): void
    {
        $this->assertSame('a', array_first(['a', 'b', 'c']));
        $this->assertSame('c', array_last(['a', 'b', 'c']));
        $this->assertSame(7, array_first([7]));
        $this->assertSame(7, array_last([7]));
    }

    #[Test]
    public function array_first_and_array_last_follow_the_order_of_an_associative_array(): void
    {
        $array = ['z' => 1, 'a' => 2, 5 => 3, 'm' => 4];

        $this->assertSame(1, array_first($array));
        $this->assertSame(4, array_last($array));
        $this->assertSame('x', array_first([9 => 'x', 2 => 'y']));
        $this->assertSame('y', array_last([9 => 'x', 2 => 'y']));
    }

    #[Test]
    public function an_empty_array_gives_null(): void
    {
        $this->assertNull(array_first([]));
        $this->assertNull(array_last([]));
    }

    #[Test]
    public function a_null_value_at_either_end_is_returned_as_it_is(): void
    {
        $this->assertNull(array_first([null, 'b']));
        $this->assertSame('b', array_last([null, 'b']));
        $this->assertSame('a', array_first(['a', null]));
        $this->assertNull(array_last(['a', null]));
        $this->assertSame(['x'], array_first([['x'], ['y']]));
    }

    #[Test]
    public function the_internal_array_pointer_does_not_move(): void
    {
        $array = ['a', 'b', 'c'];
        next($array);

        array_first($array);
        array_last($array);

        $this->assertSame('b', current($array));
    }

    #[Test]
    public function get_error_handler_returns_the_current_handler_and_leaves_the_stack_alone(): void
    {
        $outer = static fn (): bool => false;
        $inner = static fn (): bool => false;

        $original = get_error_handler();
        set_error_handler($outer);
        set_error_handler($inner);

        try {
            $this->assertSame($inner, get_error_handler());
            $this->assertSame($inner, get_error_handler());

            restore_error_handler();
            $this->assertSame($outer, get_error_handler());

            restore_error_handler();
            $this->assertSame($original, get_error_handler());
        } finally {
            while (get_error_handler() !== $original && get_error_handler() !== null) {
                restore_error_handler();
            }
        }
    }

    #[Test]
    public function get_error_handler_is_null_while_no_handler_is_set(): void
    {
        set_error_handler(null);

        try {
            $this->assertNull(get_error_handler());
        } finally {
            restore_error_handler();
        }
    }

    #[Test]
    public function get_error_handler_returns_a_handler_set_for_some_error_levels_only(): void
    {
        $handler = static fn (): bool => true;
        set_error_handler($handler, E_USER_WARNING);

        try {
            $this->assertSame($handler, get_error_handler());
            // The handler still receives its errors after the call.
            $this->assertTrue(trigger_error('still handled', E_USER_WARNING));
        } finally {
            restore_error_handler();
        }
    }

    #[Test]
    public function get_exception_handler_returns_the_current_handler_and_leaves_the_stack_alone(): void
    {
        $outer = static fn (\Throwable $e): null => null;
        $inner = static fn (\Throwable $e): null => null;

        $original = get_exception_handler();
        set_exception_handler($outer);
        set_exception_handler($inner);

        try {
            $this->assertSame($inner, get_exception_handler());
            $this->assertSame($inner, get_exception_handler());

            restore_exception_handler();
            $this->assertSame($outer, get_exception_handler());

            restore_exception_handler();
            $this->assertSame($original, get_exception_handler());
        } finally {
            while (get_exception_handler() !== $original && get_exception_handler() !== null) {
                restore_exception_handler();
            }
        }
    }

    #[Test]
    public function get_exception_handler_is_null_while_no_handler_is_set(): void
    {
        set_exception_handler(null);

        try {
            $this->assertNull(get_exception_handler());
        } finally {
            restore_exception_handler();
        }
    }

    #[Test]
    public function a_fresh_process_has_no_handlers_and_can_unwind_them_as_laravel_does(): void
    {
        // Laravel's HandleExceptions::flushHandlersState() pops handlers until get_*_handler() gives null.
        $script = <<<'PHP'
            require $argv[1];
            $report = [get_error_handler() === null, get_exception_handler() === null];
            set_error_handler(fn () => false);
            set_error_handler(fn () => false);
            set_exception_handler(fn () => null);
            set_exception_handler(fn () => null);
            $pops = 0;
            while (get_exception_handler() !== null && $pops < 10) { restore_exception_handler(); $pops++; }
            while (get_error_handler() !== null && $pops < 20) { restore_error_handler(); $pops++; }
            $report[] = $pops;
            echo json_encode($report);
            PHP;

        $output = $this->runPhp($script, dirname(__DIR__, 3).'/packages/polyfill-php85-shim/bootstrap.php');

        $this->assertSame([true, true, 4], json_decode($output, true, flags: JSON_THROW_ON_ERROR));
    }

    private function runPhp(string $code, string $argument): string
    {
        $command = [PHP_BINARY, '-n', '-r', $code, '--', $argument];
        $process = proc_open($command, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
        if (! is_resource($process)) {
            throw new RuntimeException('Could not start PHP.');
        }

        $stdout = (string) stream_get_contents($pipes[1]);
        $stderr = (string) stream_get_contents($pipes[2]);
        fclose($pipes[1]);
        fclose($pipes[2]);
        $this->assertSame(0, proc_close($process), $stderr);

        return $stdout;
    }
}
