from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Invitee")


@_attrs_define
class Invitee:
    """A person invited to an event, with their pledge and what they paid (docs/interface.md §2)

    Attributes:
        id (int):
        event_id (int):
        name (str):
        phone (str):
        email (None | str):
        pledge_amount (int): Pledged, whole TZS (0: none)
        paid_amount (int): The sum of their payments, whole TZS
        balance (int): Pledge still to pay, never negative
        status (Literal['confirmed'] | Literal['declined'] | Literal['invited'] | Literal['pending']):
        contact_id (int | None):
        event_link (str): The invitee's public page, which `{event_link}` renders
        card_type (Literal['double'] | Literal['family'] | Literal['single'] | Literal['vip']): The entry card: single,
            double, family or vip
        admits (int): How many guests the card admits (default by card type: single 1, double 2, family 4, vip 1)
        attending_count (int | None):
        guests_admitted (int): Guests checked in on the card so far
        entry_code (str): What the card's QR code holds (122 random bits, base64url); reissuing the card replaces it
        card_url (str): The card image (PNG)
        source (Literal['organiser'] | Literal['public']): How they came: added by the organiser, or through the
            harambee page (`public`)
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    event_id: int
    name: str
    phone: str
    email: None | str
    pledge_amount: int
    paid_amount: int
    balance: int
    status: Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]
    contact_id: int | None
    event_link: str
    card_type: Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]
    admits: int
    attending_count: int | None
    guests_admitted: int
    entry_code: str
    card_url: str
    source: Literal["organiser"] | Literal["public"]
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event_id = self.event_id

        name = self.name

        phone = self.phone

        email: None | str
        email = self.email

        pledge_amount = self.pledge_amount

        paid_amount = self.paid_amount

        balance = self.balance

        status: Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]
        status = self.status

        contact_id: int | None
        contact_id = self.contact_id

        event_link = self.event_link

        card_type: Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]
        card_type = self.card_type

        admits = self.admits

        attending_count: int | None
        attending_count = self.attending_count

        guests_admitted = self.guests_admitted

        entry_code = self.entry_code

        card_url = self.card_url

        source: Literal["organiser"] | Literal["public"]
        source = self.source

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "event_id": event_id,
                "name": name,
                "phone": phone,
                "email": email,
                "pledge_amount": pledge_amount,
                "paid_amount": paid_amount,
                "balance": balance,
                "status": status,
                "contact_id": contact_id,
                "event_link": event_link,
                "card_type": card_type,
                "admits": admits,
                "attending_count": attending_count,
                "guests_admitted": guests_admitted,
                "entry_code": entry_code,
                "card_url": card_url,
                "source": source,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("event_id")

        name = d.pop("name")

        phone = d.pop("phone")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        pledge_amount = d.pop("pledge_amount")

        paid_amount = d.pop("paid_amount")

        balance = d.pop("balance")

        def _parse_status(
            data: object,
        ) -> Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]:
            status_type_0 = cast(Literal["pending"], data)
            if status_type_0 != "pending":
                raise ValueError(f"status_type_0 must match const 'pending', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["invited"], data)
            if status_type_1 != "invited":
                raise ValueError(f"status_type_1 must match const 'invited', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["confirmed"], data)
            if status_type_2 != "confirmed":
                raise ValueError(f"status_type_2 must match const 'confirmed', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["declined"], data)
            if status_type_3 != "declined":
                raise ValueError(f"status_type_3 must match const 'declined', got '{status_type_3}'")
            return status_type_3

        status = _parse_status(d.pop("status"))

        def _parse_contact_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        contact_id = _parse_contact_id(d.pop("contact_id"))

        event_link = d.pop("event_link")

        def _parse_card_type(
            data: object,
        ) -> Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]:
            card_type_type_0 = cast(Literal["single"], data)
            if card_type_type_0 != "single":
                raise ValueError(f"card_type_type_0 must match const 'single', got '{card_type_type_0}'")
            return card_type_type_0
            card_type_type_1 = cast(Literal["double"], data)
            if card_type_type_1 != "double":
                raise ValueError(f"card_type_type_1 must match const 'double', got '{card_type_type_1}'")
            return card_type_type_1
            card_type_type_2 = cast(Literal["family"], data)
            if card_type_type_2 != "family":
                raise ValueError(f"card_type_type_2 must match const 'family', got '{card_type_type_2}'")
            return card_type_type_2
            card_type_type_3 = cast(Literal["vip"], data)
            if card_type_type_3 != "vip":
                raise ValueError(f"card_type_type_3 must match const 'vip', got '{card_type_type_3}'")
            return card_type_type_3

        card_type = _parse_card_type(d.pop("card_type"))

        admits = d.pop("admits")

        def _parse_attending_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attending_count = _parse_attending_count(d.pop("attending_count"))

        guests_admitted = d.pop("guests_admitted")

        entry_code = d.pop("entry_code")

        card_url = d.pop("card_url")

        def _parse_source(data: object) -> Literal["organiser"] | Literal["public"]:
            source_type_0 = cast(Literal["organiser"], data)
            if source_type_0 != "organiser":
                raise ValueError(f"source_type_0 must match const 'organiser', got '{source_type_0}'")
            return source_type_0
            source_type_1 = cast(Literal["public"], data)
            if source_type_1 != "public":
                raise ValueError(f"source_type_1 must match const 'public', got '{source_type_1}'")
            return source_type_1

        source = _parse_source(d.pop("source"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        invitee = cls(
            id=id,
            event_id=event_id,
            name=name,
            phone=phone,
            email=email,
            pledge_amount=pledge_amount,
            paid_amount=paid_amount,
            balance=balance,
            status=status,
            contact_id=contact_id,
            event_link=event_link,
            card_type=card_type,
            admits=admits,
            attending_count=attending_count,
            guests_admitted=guests_admitted,
            entry_code=entry_code,
            card_url=card_url,
            source=source,
            created_at=created_at,
            updated_at=updated_at,
        )

        return invitee
