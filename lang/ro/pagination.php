<?php

declare(strict_types=1);

return [

    'previous' => '&laquo; Înapoi',
    'next' => 'Înainte &raquo;',

];
