from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SmsInboundMessage")


@_attrs_define
class SmsInboundMessage:
    """An SMS received on the shared short code, in the inbox of the organization that sent its number the latest SMS
    within 7 days (docs/providers.md §1.8)

        Attributes:
            id (int):
            from_ (str): The sender's number (international digits, no +)
            text (str): The text as received (may be empty)
            received_at (datetime.datetime):
            keyword (None | str):
            handled_as (str): What was done: unhandled (no keyword), opted_out, opted_in, confirmed, declined, pledged,
                pledge_invalid (answered with how to write it), statement, no_invitation (answered politely), event_cancelled,
                unmatched (no organization to act for), pending (being handled); ":no_credits" after it: the SMS answer was not
                sent because the balance was short; ":reply_failed": the gateway did not take it
            event_id (int | None):
            invitee_id (int | None):
    """

    id: int
    from_: str
    text: str
    received_at: datetime.datetime
    keyword: None | str
    handled_as: str
    event_id: int | None
    invitee_id: int | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        from_ = self.from_

        text = self.text

        received_at = self.received_at.isoformat()

        keyword: None | str
        keyword = self.keyword

        handled_as = self.handled_as

        event_id: int | None
        event_id = self.event_id

        invitee_id: int | None
        invitee_id = self.invitee_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "from": from_,
                "text": text,
                "received_at": received_at,
                "keyword": keyword,
                "handled_as": handled_as,
                "event_id": event_id,
                "invitee_id": invitee_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        from_ = d.pop("from")

        text = d.pop("text")

        received_at = datetime.datetime.fromisoformat(d.pop("received_at"))

        def _parse_keyword(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        keyword = _parse_keyword(d.pop("keyword"))

        handled_as = d.pop("handled_as")

        def _parse_event_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        event_id = _parse_event_id(d.pop("event_id"))

        def _parse_invitee_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        invitee_id = _parse_invitee_id(d.pop("invitee_id"))

        sms_inbound_message = cls(
            id=id,
            from_=from_,
            text=text,
            received_at=received_at,
            keyword=keyword,
            handled_as=handled_as,
            event_id=event_id,
            invitee_id=invitee_id,
        )

        return sms_inbound_message
