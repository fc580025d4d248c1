<!DOCTYPE html>
<html lang="en">
<head>
    <title>{{ $title ?? 'Custom' }}</title>
    @inertiaHead
</head>
<body>
    @inertia('shop')
</body>
</html>
