<?php

declare(strict_types=1);

return [

    'failed' => 'Неверные данные для входа.',
    'password' => 'Указан неверный пароль.',
    'throttle' => 'Слишком много попыток входа. Повторите попытку через :seconds сек.',

];
