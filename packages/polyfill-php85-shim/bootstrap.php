<?php

declare(strict_types=1);

// Each function is defined only where the running PHP lacks it, so PHP 8.5's own versions win.

if (! function_exists('array_first')) {
    /**
     * @param  array<mixed>  $array
     */
    function array_first(array $array): mixed
    {
        foreach ($array as $value) {
            return $value;
        }

        return null;
    }
}

if (! function_exists('array_last')) {
    /**
     * @param  array<mixed>  $array
     */
    function array_last(array $array): mixed
    {
        return $array === [] ? null : $array[array_key_last($array)];
    }
}

if (! function_exists('get_error_handler')) {
    function get_error_handler(): ?callable
    {
        // set_error_handler() returns the previous handler; putting it straight back leaves the stack unchanged.
        $handler = set_error_handler(static fn (): bool => false);
        restore_error_handler();

        return $handler;
    }
}

if (! function_exists('get_exception_handler')) {
    function get_exception_handler(): ?callable
    {
        // As for errors: read the handler by replacing it, then pop the replacement off the stack.
        $handler = set_exception_handler(null);
        restore_exception_handler();

        return $handler;
    }
}
