// Stub of androidx.compose.runtime: @Composable, @Immutable and staticCompositionLocalOf, with Compose's signatures.
package androidx.compose.runtime

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
annotation class Composable

@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class Immutable

/** A value a composition reads; here, the default factory's. */
abstract class CompositionLocal<T> internal constructor(internal val defaultFactory: () -> T)

/** A composition local that a provider can set. */
abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) : CompositionLocal<T>(defaultFactory)

internal class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) : ProvidableCompositionLocal<T>(defaultFactory)

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)

/** The stub's stand-in for `CompositionLocal.current` outside a composition: the default. */
fun <T> CompositionLocal<T>.defaultValue(): T = defaultFactory()
