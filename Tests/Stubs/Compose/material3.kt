// Stub of androidx.compose.material3: ColorScheme, the lightColorScheme/darkColorScheme builders of
// material3 1.2 and later, with their parameters in Material's order (defaults: an unset marker here), and
// MaterialTheme (the function and the object reading its color scheme), with Shapes and Typography as placeholders.
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

/** Material 3's color roles; `builtBy` (stub only) names the builder that made it. */
class ColorScheme internal constructor(
    val primary: Color,
    val onPrimary: Color,
    val primaryContainer: Color,
    val onPrimaryContainer: Color,
    val inversePrimary: Color,
    val secondary: Color,
    val onSecondary: Color,
    val secondaryContainer: Color,
    val onSecondaryContainer: Color,
    val tertiary: Color,
    val onTertiary: Color,
    val tertiaryContainer: Color,
    val onTertiaryContainer: Color,
    val background: Color,
    val onBackground: Color,
    val surface: Color,
    val onSurface: Color,
    val surfaceVariant: Color,
    val onSurfaceVariant: Color,
    val surfaceTint: Color,
    val inverseSurface: Color,
    val inverseOnSurface: Color,
    val error: Color,
    val onError: Color,
    val errorContainer: Color,
    val onErrorContainer: Color,
    val outline: Color,
    val outlineVariant: Color,
    val scrim: Color,
    val surfaceBright: Color,
    val surfaceContainer: Color,
    val surfaceContainerHigh: Color,
    val surfaceContainerHighest: Color,
    val surfaceContainerLow: Color,
    val surfaceContainerLowest: Color,
    val surfaceDim: Color,
    val builtBy: String
)

/** Marks a role the generated code left at Material's default. */
val unsetRole: Color = Color(0x00ABCDEF)

fun lightColorScheme(
    primary: Color = unsetRole,
    onPrimary: Color = unsetRole,
    primaryContainer: Color = unsetRole,
    onPrimaryContainer: Color = unsetRole,
    inversePrimary: Color = unsetRole,
    secondary: Color = unsetRole,
    onSecondary: Color = unsetRole,
    secondaryContainer: Color = unsetRole,
    onSecondaryContainer: Color = unsetRole,
    tertiary: Color = unsetRole,
    onTertiary: Color = unsetRole,
    tertiaryContainer: Color = unsetRole,
    onTertiaryContainer: Color = unsetRole,
    background: Color = unsetRole,
    onBackground: Color = unsetRole,
    surface: Color = unsetRole,
    onSurface: Color = unsetRole,
    surfaceVariant: Color = unsetRole,
    onSurfaceVariant: Color = unsetRole,
    surfaceTint: Color = primary,
    inverseSurface: Color = unsetRole,
    inverseOnSurface: Color = unsetRole,
    error: Color = unsetRole,
    onError: Color = unsetRole,
    errorContainer: Color = unsetRole,
    onErrorContainer: Color = unsetRole,
    outline: Color = unsetRole,
    outlineVariant: Color = unsetRole,
    scrim: Color = unsetRole,
    surfaceBright: Color = unsetRole,
    surfaceContainer: Color = unsetRole,
    surfaceContainerHigh: Color = unsetRole,
    surfaceContainerHighest: Color = unsetRole,
    surfaceContainerLow: Color = unsetRole,
    surfaceContainerLowest: Color = unsetRole,
    surfaceDim: Color = unsetRole
): ColorScheme = ColorScheme(
        primary = primary,
        onPrimary = onPrimary,
        primaryContainer = primaryContainer,
        onPrimaryContainer = onPrimaryContainer,
        inversePrimary = inversePrimary,
        secondary = secondary,
        onSecondary = onSecondary,
        secondaryContainer = secondaryContainer,
        onSecondaryContainer = onSecondaryContainer,
        tertiary = tertiary,
        onTertiary = onTertiary,
        tertiaryContainer = tertiaryContainer,
        onTertiaryContainer = onTertiaryContainer,
        background = background,
        onBackground = onBackground,
        surface = surface,
        onSurface = onSurface,
        surfaceVariant = surfaceVariant,
        onSurfaceVariant = onSurfaceVariant,
        surfaceTint = surfaceTint,
        inverseSurface = inverseSurface,
        inverseOnSurface = inverseOnSurface,
        error = error,
        onError = onError,
        errorContainer = errorContainer,
        onErrorContainer = onErrorContainer,
        outline = outline,
        outlineVariant = outlineVariant,
        scrim = scrim,
        surfaceBright = surfaceBright,
        surfaceContainer = surfaceContainer,
        surfaceContainerHigh = surfaceContainerHigh,
        surfaceContainerHighest = surfaceContainerHighest,
        surfaceContainerLow = surfaceContainerLow,
        surfaceContainerLowest = surfaceContainerLowest,
        surfaceDim = surfaceDim,
        builtBy = "lightColorScheme"
)

fun darkColorScheme(
    primary: Color = unsetRole,
    onPrimary: Color = unsetRole,
    primaryContainer: Color = unsetRole,
    onPrimaryContainer: Color = unsetRole,
    inversePrimary: Color = unsetRole,
    secondary: Color = unsetRole,
    onSecondary: Color = unsetRole,
    secondaryContainer: Color = unsetRole,
    onSecondaryContainer: Color = unsetRole,
    tertiary: Color = unsetRole,
    onTertiary: Color = unsetRole,
    tertiaryContainer: Color = unsetRole,
    onTertiaryContainer: Color = unsetRole,
    background: Color = unsetRole,
    onBackground: Color = unsetRole,
    surface: Color = unsetRole,
    onSurface: Color = unsetRole,
    surfaceVariant: Color = unsetRole,
    onSurfaceVariant: Color = unsetRole,
    surfaceTint: Color = primary,
    inverseSurface: Color = unsetRole,
    inverseOnSurface: Color = unsetRole,
    error: Color = unsetRole,
    onError: Color = unsetRole,
    errorContainer: Color = unsetRole,
    onErrorContainer: Color = unsetRole,
    outline: Color = unsetRole,
    outlineVariant: Color = unsetRole,
    scrim: Color = unsetRole,
    surfaceBright: Color = unsetRole,
    surfaceContainer: Color = unsetRole,
    surfaceContainerHigh: Color = unsetRole,
    surfaceContainerHighest: Color = unsetRole,
    surfaceContainerLow: Color = unsetRole,
    surfaceContainerLowest: Color = unsetRole,
    surfaceDim: Color = unsetRole
): ColorScheme = ColorScheme(
        primary = primary,
        onPrimary = onPrimary,
        primaryContainer = primaryContainer,
        onPrimaryContainer = onPrimaryContainer,
        inversePrimary = inversePrimary,
        secondary = secondary,
        onSecondary = onSecondary,
        secondaryContainer = secondaryContainer,
        onSecondaryContainer = onSecondaryContainer,
        tertiary = tertiary,
        onTertiary = onTertiary,
        tertiaryContainer = tertiaryContainer,
        onTertiaryContainer = onTertiaryContainer,
        background = background,
        onBackground = onBackground,
        surface = surface,
        onSurface = onSurface,
        surfaceVariant = surfaceVariant,
        onSurfaceVariant = onSurfaceVariant,
        surfaceTint = surfaceTint,
        inverseSurface = inverseSurface,
        inverseOnSurface = inverseOnSurface,
        error = error,
        onError = onError,
        errorContainer = errorContainer,
        onErrorContainer = onErrorContainer,
        outline = outline,
        outlineVariant = outlineVariant,
        scrim = scrim,
        surfaceBright = surfaceBright,
        surfaceContainer = surfaceContainer,
        surfaceContainerHigh = surfaceContainerHigh,
        surfaceContainerHighest = surfaceContainerHighest,
        surfaceContainerLow = surfaceContainerLow,
        surfaceContainerLowest = surfaceContainerLowest,
        surfaceDim = surfaceDim,
        builtBy = "darkColorScheme"
)

/** Material's shapes (a placeholder). */
class Shapes

/** Material's type scale (a placeholder). */
class Typography

/** The color scheme of the innermost `MaterialTheme` running now (stub only). */
private val themes = ArrayList<ColorScheme>()

object MaterialTheme {
    val colorScheme: ColorScheme
        @Composable get() = themes.lastOrNull() ?: lightColorScheme()
    val shapes: Shapes
        @Composable get() = Shapes()
    val typography: Typography
        @Composable get() = Typography()
}

@Composable
fun MaterialTheme(
    colorScheme: ColorScheme = MaterialTheme.colorScheme,
    shapes: Shapes = MaterialTheme.shapes,
    typography: Typography = MaterialTheme.typography,
    content: @Composable() () -> Unit
) {
    themes.add(colorScheme)
    try { content() } finally { themes.removeAt(themes.size - 1) }
}
