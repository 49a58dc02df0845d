// Stub of androidx.compose.runtime: @Composable, @Immutable, staticCompositionLocalOf, CompositionLocalProvider and
// provides, with Compose's signatures; a provided value is kept on a stack that `current` reads, as in a composition.
package androidx.compose.runtime

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
annotation class Composable

@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class Immutable

/** A value a composition reads: the innermost provided one, else the default factory's. */
abstract class CompositionLocal<T> internal constructor(internal val defaultFactory: () -> T) {
    @Suppress("UNCHECKED_CAST")
    val current: T
        @Composable get() = (provided.lastOrNull { it.compositionLocal === this }?.value as T?) ?: defaultFactory()
}

/** A composition local that a provider can set. */
abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) : CompositionLocal<T>(defaultFactory) {
    infix fun provides(value: T): ProvidedValue<T> = ProvidedValue(this, value)
}

/** A value given to a composition local by `CompositionLocalProvider`. */
class ProvidedValue<T> internal constructor(val compositionLocal: CompositionLocal<T>, val value: T?)

/** The values provided around the code running now, innermost last (stub only). */
internal val provided = ArrayList<ProvidedValue<*>>()

@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable() () -> Unit) {
    provided.addAll(values)
    try { content() } finally { repeat(values.size) { provided.removeAt(provided.size - 1) } }
}

internal class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) : ProvidableCompositionLocal<T>(defaultFactory)

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)

/** The stub's stand-in for `CompositionLocal.current` outside a composition: the default. */
fun <T> CompositionLocal<T>.defaultValue(): T = defaultFactory()
