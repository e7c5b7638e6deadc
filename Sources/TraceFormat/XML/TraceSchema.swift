// Generated from docs/viewtrace.xsd by tools/generate-schema-swift.sh: do not edit.

/// The XML Schema of ViewTrace XML, version 1, as shipped in `docs/viewtrace.xsd`.
enum TraceSchema {
  static let xsd = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!--
      ViewTrace XML, version 1: a whole trace (header, string table, events) as XML.
      Documented in docs/xml-schema.md. Sources/TraceFormat/XML/TraceSchema.swift holds a copy of
      this file for the binary (regenerate it with tools/generate-schema-swift.sh); a test checks
      that the two are identical.
    -->
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
      xmlns:vt="urn:viewtrace:trace:1"
      targetNamespace="urn:viewtrace:trace:1"
      elementFormDefault="qualified"
      attributeFormDefault="unqualified">

      <xs:element name="trace">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="header" type="vt:Header"/>
            <xs:element name="strings" type="vt:Strings"/>
            <xs:element name="events" type="vt:Events"/>
          </xs:sequence>
          <xs:attribute name="version" type="xs:positiveInteger" use="required" fixed="1"/>
        </xs:complexType>
        <xs:key name="string-id">
          <xs:selector xpath="vt:strings/vt:s"/>
          <xs:field xpath="@id"/>
        </xs:key>
        <xs:unique name="event-seq">
          <xs:selector xpath="vt:events/*"/>
          <xs:field xpath="@seq"/>
        </xs:unique>
        <xs:keyref name="identity-ref" refer="vt:string-id">
          <xs:selector xpath="vt:events/*"/>
          <xs:field xpath="@identity"/>
        </xs:keyref>
        <xs:keyref name="name-ref" refer="vt:string-id">
          <xs:selector xpath="vt:events/*"/>
          <xs:field xpath="@name"/>
        </xs:keyref>
        <xs:keyref name="type-ref" refer="vt:string-id">
          <xs:selector xpath="vt:events/*"/>
          <xs:field xpath="@type"/>
        </xs:keyref>
        <xs:keyref name="site-ref" refer="vt:string-id">
          <xs:selector xpath="vt:events/*"/>
          <xs:field xpath="@site"/>
        </xs:keyref>
        <xs:keyref name="before-ref" refer="vt:string-id">
          <xs:selector xpath="vt:events/*"/>
          <xs:field xpath="@before"/>
        </xs:keyref>
        <xs:keyref name="after-ref" refer="vt:string-id">
          <xs:selector xpath="vt:events/*"/>
          <xs:field xpath="@after"/>
        </xs:keyref>
      </xs:element>

      <!-- Text that XML 1.0 can carry is written as is; other text (control characters) as the
           base64 of its UTF-8 bytes, with encoding="base64". -->
      <xs:complexType name="Text">
        <xs:simpleContent>
          <xs:extension base="xs:string">
            <xs:attribute name="encoding" type="vt:Encoding"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>

      <xs:simpleType name="Encoding">
        <xs:restriction base="xs:string">
          <xs:enumeration value="base64"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:complexType name="Header">
        <xs:sequence>
          <xs:element name="scenario" type="vt:Text"/>
          <xs:element name="runtime-version" type="vt:Text"/>
          <xs:element name="meta" type="vt:Meta" minOccurs="0" maxOccurs="unbounded"/>
        </xs:sequence>
        <xs:attribute name="clock" type="vt:ClockMode" use="required"/>
        <xs:attribute name="start-time" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="Meta">
        <xs:sequence>
          <xs:element name="key" type="vt:Text"/>
          <xs:element name="value" type="vt:Text"/>
        </xs:sequence>
      </xs:complexType>

      <xs:simpleType name="ClockMode">
        <xs:restriction base="xs:string">
          <xs:enumeration value="deterministic"/>
          <xs:enumeration value="live"/>
        </xs:restriction>
      </xs:simpleType>

      <!-- The string table without its entry 0 (the empty string, "none"): ids run 1, 2, 3, ... -->
      <xs:complexType name="Strings">
        <xs:sequence>
          <xs:element name="s" type="vt:StringEntry" minOccurs="0" maxOccurs="unbounded"/>
        </xs:sequence>
      </xs:complexType>

      <xs:complexType name="StringEntry">
        <xs:simpleContent>
          <xs:extension base="vt:Text">
            <xs:attribute name="id" type="vt:StringID" use="required"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>

      <xs:simpleType name="StringID">
        <xs:restriction base="xs:unsignedInt">
          <xs:minInclusive value="1"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:complexType name="Events">
        <xs:choice minOccurs="0" maxOccurs="unbounded">
          <xs:element name="update-begin" type="vt:UpdateBeginEvent"/>
          <xs:element name="update-end" type="vt:UpdateEndEvent"/>
          <xs:element name="input" type="vt:InputEvent"/>
          <xs:element name="invalidate" type="vt:InvalidateEvent"/>
          <xs:element name="body-begin" type="vt:BodyBeginEvent"/>
          <xs:element name="body-end" type="vt:BodyEndEvent"/>
          <xs:element name="read" type="vt:ReadEvent"/>
          <xs:element name="identity" type="vt:IdentityEvent"/>
          <xs:element name="slot-create" type="vt:SlotCreateEvent"/>
          <xs:element name="slot-write" type="vt:SlotWriteEvent"/>
          <xs:element name="slot-destroy" type="vt:SlotDestroyEvent"/>
          <xs:element name="appear" type="vt:AppearEvent"/>
          <xs:element name="disappear" type="vt:DisappearEvent"/>
          <xs:element name="task-start" type="vt:TaskStartEvent"/>
          <xs:element name="task-cancel" type="vt:TaskCancelEvent"/>
          <xs:element name="task-end" type="vt:TaskEndEvent"/>
          <xs:element name="effect-begin" type="vt:EffectBeginEvent"/>
          <xs:element name="effect-end" type="vt:EffectEndEvent"/>
          <xs:element name="warning" type="vt:WarningEvent"/>
          <xs:element name="model-write" type="vt:ModelWriteEvent"/>
          <xs:element name="display" type="vt:DisplayEvent"/>
        </xs:choice>
      </xs:complexType>

      <!-- Every event: seq, time (ns since the trace started), update (0 outside updates, omitted
           when 0), cause (seq of the causing event, omitted when 0), identity (string id). -->
      <xs:attributeGroup name="Common">
        <xs:attribute name="seq" type="xs:unsignedLong" use="required"/>
        <xs:attribute name="time" type="xs:unsignedLong" use="required"/>
        <xs:attribute name="update" type="xs:unsignedInt"/>
        <xs:attribute name="cause" type="xs:unsignedLong"/>
        <xs:attribute name="identity" type="vt:StringID"/>
      </xs:attributeGroup>

      <xs:complexType name="UpdateBeginEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:UpdateTrigger" use="required"/>
      </xs:complexType>

      <xs:complexType name="UpdateEndEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="InputEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:InputAction" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="after" type="vt:StringID"/>
      </xs:complexType>

      <xs:complexType name="InvalidateEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:InvalidationReason" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <!-- before, after: parent inputs, the values of the inputs that changed, one line per
             input named; omitted when empty (as in files written before values were recorded). -->
        <xs:attribute name="before" type="vt:StringID"/>
        <xs:attribute name="after" type="vt:StringID"/>
      </xs:complexType>

      <xs:complexType name="BodyBeginEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="name" type="vt:StringID"/>
      </xs:complexType>

      <xs:complexType name="BodyEndEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="ReadEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:DependencyKind" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
      </xs:complexType>

      <xs:complexType name="IdentityEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:IdentityDecision" use="required"/>
        <xs:attribute name="reason" type="vt:DecisionReason" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="site" type="vt:StringID"/>
        <xs:attribute name="before" type="vt:StringID"/>
        <xs:attribute name="after" type="vt:StringID"/>
        <!-- value: an element added or removed, its position among its ForEach's rows plus one;
             omitted when 0 (unknown, as in files written before positions were recorded). -->
        <xs:attribute name="value" type="xs:unsignedLong"/>
      </xs:complexType>

      <xs:complexType name="SlotCreateEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:SlotKind" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="type" type="vt:StringID"/>
        <xs:attribute name="site" type="vt:StringID"/>
        <xs:attribute name="after" type="vt:StringID"/>
      </xs:complexType>

      <xs:complexType name="SlotWriteEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:Writer" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="before" type="vt:StringID"/>
        <xs:attribute name="after" type="vt:StringID"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="SlotDestroyEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="before" type="vt:StringID"/>
      </xs:complexType>

      <xs:complexType name="AppearEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="name" type="vt:StringID"/>
      </xs:complexType>

      <xs:complexType name="DisappearEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="name" type="vt:StringID"/>
      </xs:complexType>

      <xs:complexType name="TaskStartEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:TaskKind" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="site" type="vt:StringID"/>
        <xs:attribute name="after" type="vt:StringID"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="TaskCancelEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:CancelReason" use="required"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="TaskEndEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:TaskOutcome" use="required"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="EffectBeginEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="site" type="vt:StringID"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="EffectEndEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:EffectOutcome" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="WarningEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:WarningKind" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="site" type="vt:StringID"/>
      </xs:complexType>

      <!-- identity: the model instance (Store#1), not a view. -->
      <xs:complexType name="ModelWriteEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="code" type="vt:Writer" use="required"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="type" type="vt:StringID"/>
        <xs:attribute name="before" type="vt:StringID"/>
        <xs:attribute name="after" type="vt:StringID"/>
        <xs:attribute name="value" type="xs:unsignedLong" use="required"/>
      </xs:complexType>

      <xs:complexType name="DisplayEvent">
        <xs:attributeGroup ref="vt:Common"/>
        <xs:attribute name="name" type="vt:StringID"/>
        <xs:attribute name="before" type="vt:StringID"/>
        <xs:attribute name="after" type="vt:StringID"/>
      </xs:complexType>

      <!-- Codes: the kebab-case names of TraceFormat's code enumerations. A number stands for a
           code that this version does not name; it is kept so that nothing is lost. -->
      <xs:simpleType name="UpdateTrigger">
        <xs:union memberTypes="vt:UpdateTriggerName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="UpdateTriggerName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="initial"/>
          <xs:enumeration value="input"/>
          <xs:enumeration value="task"/>
          <xs:enumeration value="lifecycle"/>
          <xs:enumeration value="external"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="InputAction">
        <xs:union memberTypes="vt:InputActionName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="InputActionName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="tap"/>
          <xs:enumeration value="type-text"/>
          <xs:enumeration value="toggle"/>
          <xs:enumeration value="step"/>
          <xs:enumeration value="scroll"/>
          <xs:enumeration value="push"/>
          <xs:enumeration value="pop"/>
          <xs:enumeration value="refresh"/>
          <xs:enumeration value="dismiss"/>
          <xs:enumeration value="select"/>
          <xs:enumeration value="submit"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="InvalidationReason">
        <xs:union memberTypes="vt:InvalidationReasonName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="InvalidationReasonName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="slot"/>
          <xs:enumeration value="observable"/>
          <xs:enumeration value="published"/>
          <xs:enumeration value="environment"/>
          <xs:enumeration value="parent-inputs"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="DependencyKind">
        <xs:union memberTypes="vt:DependencyKindName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="DependencyKindName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="slot"/>
          <xs:enumeration value="observable"/>
          <xs:enumeration value="published"/>
          <xs:enumeration value="environment"/>
          <xs:enumeration value="binding"/>
          <xs:enumeration value="clock"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="IdentityDecision">
        <xs:union memberTypes="vt:IdentityDecisionName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="IdentityDecisionName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="kept"/>
          <xs:enumeration value="inserted"/>
          <xs:enumeration value="removed"/>
          <xs:enumeration value="moved"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="DecisionReason">
        <xs:union memberTypes="vt:DecisionReasonName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="DecisionReasonName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="unchanged"/>
          <xs:enumeration value="first-appearance"/>
          <xs:enumeration value="branch-flipped"/>
          <xs:enumeration value="id-changed"/>
          <xs:enumeration value="element-added"/>
          <xs:enumeration value="element-removed"/>
          <xs:enumeration value="element-moved"/>
          <xs:enumeration value="type-changed"/>
          <xs:enumeration value="navigation"/>
          <xs:enumeration value="presentation"/>
          <xs:enumeration value="realized"/>
          <xs:enumeration value="parent-removed"/>
          <xs:enumeration value="equatable-equal"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="SlotKind">
        <xs:union memberTypes="vt:SlotKindName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="SlotKindName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="state"/>
          <xs:enumeration value="state-object"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="Writer">
        <xs:union memberTypes="vt:WriterName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="WriterName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="action"/>
          <xs:enumeration value="task"/>
          <xs:enumeration value="body"/>
          <xs:enumeration value="lifecycle"/>
          <xs:enumeration value="external"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="TaskKind">
        <xs:union memberTypes="vt:TaskKindName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="TaskKindName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="task"/>
          <xs:enumeration value="task-id"/>
          <!-- the spelling of writers before issue 28, still read -->
          <xs:enumeration value="task-i-d"/>
          <xs:enumeration value="unstructured"/>
          <xs:enumeration value="refresh"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="CancelReason">
        <xs:union memberTypes="vt:CancelReasonName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="CancelReasonName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="disappeared"/>
          <xs:enumeration value="id-changed"/>
          <xs:enumeration value="explicit"/>
          <xs:enumeration value="host-stopped"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="TaskOutcome">
        <xs:union memberTypes="vt:TaskOutcomeName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="TaskOutcomeName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="finished"/>
          <xs:enumeration value="finished-after-cancel"/>
          <xs:enumeration value="threw"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="EffectOutcome">
        <xs:union memberTypes="vt:EffectOutcomeName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="EffectOutcomeName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="succeeded"/>
          <xs:enumeration value="failed"/>
          <xs:enumeration value="cancelled"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="WarningKind">
        <xs:union memberTypes="vt:WarningKindName xs:unsignedByte"/>
      </xs:simpleType>
      <xs:simpleType name="WarningKindName">
        <xs:restriction base="xs:string">
          <xs:enumeration value="write-during-body"/>
          <xs:enumeration value="effect-in-body"/>
          <xs:enumeration value="duplicate-id"/>
          <!-- the spelling of writers before issue 28, still read -->
          <xs:enumeration value="duplicate-i-d"/>
          <xs:enumeration value="write-after-cancel"/>
          <xs:enumeration value="publish-during-body"/>
          <xs:enumeration value="other"/>
          <xs:enumeration value="unanswered-request"/>
        </xs:restriction>
      </xs:simpleType>

    </xs:schema>

    """#
}
