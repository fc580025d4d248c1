<?php

declare(strict_types=1);

return [

    'previous' => '&laquo; Назад',
    'next' => 'Вперёд &raquo;',

];
