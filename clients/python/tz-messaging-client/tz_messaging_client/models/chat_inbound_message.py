from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_inbound_message_contact_type_0 import ChatInboundMessageContactType0
    from ..models.chat_inbound_message_invitee_type_0 import ChatInboundMessageInviteeType0


T = TypeVar("T", bound="ChatInboundMessage")


@_attrs_define
class ChatInboundMessage:
    """A reply on the chat channel, in the inbox of the organization it answers (docs/decisions.md §7)

    Attributes:
        id (int):
        from_ (str): The sender's number as the provider gives it (international digits, no +)
        name (None | str):
        type_ (str): text, button (a quick-reply tap), interactive, or any other type the provider sends (kept without
            text)
        text (None | str):
        button_payload (None | str):
        context_wamid (None | str):
        contact (ChatInboundMessageContactType0 | None):
        invitee (ChatInboundMessageInviteeType0 | None):
        matched_by (Literal['quoted'] | Literal['recency']): Why the reply is this organization's: quoted (it quotes one
            of its chat messages) or recency (unquoted, and it sent the number the latest chat message within 24 hours)
        received_at (datetime.datetime):
    """

    id: int
    from_: str
    name: None | str
    type_: str
    text: None | str
    button_payload: None | str
    context_wamid: None | str
    contact: ChatInboundMessageContactType0 | None
    invitee: ChatInboundMessageInviteeType0 | None
    matched_by: Literal["quoted"] | Literal["recency"]
    received_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_inbound_message_contact_type_0 import ChatInboundMessageContactType0  # noqa: PLC0415
        from ..models.chat_inbound_message_invitee_type_0 import ChatInboundMessageInviteeType0  # noqa: PLC0415

        id = self.id

        from_ = self.from_

        name: None | str
        name = self.name

        type_ = self.type_

        text: None | str
        text = self.text

        button_payload: None | str
        button_payload = self.button_payload

        context_wamid: None | str
        context_wamid = self.context_wamid

        contact: dict[str, Any] | None
        if isinstance(self.contact, ChatInboundMessageContactType0):
            contact = self.contact.to_dict()
        else:
            contact = self.contact

        invitee: dict[str, Any] | None
        if isinstance(self.invitee, ChatInboundMessageInviteeType0):
            invitee = self.invitee.to_dict()
        else:
            invitee = self.invitee

        matched_by: Literal["quoted"] | Literal["recency"]
        matched_by = self.matched_by

        received_at = self.received_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "from": from_,
                "name": name,
                "type": type_,
                "text": text,
                "button_payload": button_payload,
                "context_wamid": context_wamid,
                "contact": contact,
                "invitee": invitee,
                "matched_by": matched_by,
                "received_at": received_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_inbound_message_contact_type_0 import ChatInboundMessageContactType0  # noqa: PLC0415
        from ..models.chat_inbound_message_invitee_type_0 import ChatInboundMessageInviteeType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        from_ = d.pop("from")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        type_ = d.pop("type")

        def _parse_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        text = _parse_text(d.pop("text"))

        def _parse_button_payload(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        button_payload = _parse_button_payload(d.pop("button_payload"))

        def _parse_context_wamid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        context_wamid = _parse_context_wamid(d.pop("context_wamid"))

        def _parse_contact(data: object) -> ChatInboundMessageContactType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = ChatInboundMessageContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatInboundMessageContactType0 | None, data)

        contact = _parse_contact(d.pop("contact"))

        def _parse_invitee(data: object) -> ChatInboundMessageInviteeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                invitee_type_0 = ChatInboundMessageInviteeType0.from_dict(data)

                return invitee_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatInboundMessageInviteeType0 | None, data)

        invitee = _parse_invitee(d.pop("invitee"))

        def _parse_matched_by(data: object) -> Literal["quoted"] | Literal["recency"]:
            matched_by_type_0 = cast(Literal["quoted"], data)
            if matched_by_type_0 != "quoted":
                raise ValueError(f"matched_by_type_0 must match const 'quoted', got '{matched_by_type_0}'")
            return matched_by_type_0
            matched_by_type_1 = cast(Literal["recency"], data)
            if matched_by_type_1 != "recency":
                raise ValueError(f"matched_by_type_1 must match const 'recency', got '{matched_by_type_1}'")
            return matched_by_type_1

        matched_by = _parse_matched_by(d.pop("matched_by"))

        received_at = datetime.datetime.fromisoformat(d.pop("received_at"))

        chat_inbound_message = cls(
            id=id,
            from_=from_,
            name=name,
            type_=type_,
            text=text,
            button_payload=button_payload,
            context_wamid=context_wamid,
            contact=contact,
            invitee=invitee,
            matched_by=matched_by,
            received_at=received_at,
        )

        return chat_inbound_message
