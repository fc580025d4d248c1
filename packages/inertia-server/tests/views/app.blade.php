<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <title>Inertia test</title>
    @inertiaHead
</head>
<body>
    @inertia
</body>
</html>
