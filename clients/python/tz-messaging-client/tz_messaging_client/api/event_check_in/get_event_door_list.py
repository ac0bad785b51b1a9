from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_event_door_list_response_200 import GetEventDoorListResponse200
from ...types import Response


def _get_kwargs(
    event_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/events/{event_id}/door-list".format(
            event_id=quote(str(event_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetEventDoorListResponse200 | None:
    if response.status_code == 200:
        response_200 = GetEventDoorListResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | GetEventDoorListResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | GetEventDoorListResponse200]:
    """The door list: the event and every invitee by name with the phone's last three digits, card type,
    admits, guests admitted and status, and the SHA-256 of the entry code (never the code), for the door
    page to answer offline

     Permission: events.check_in; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetEventDoorListResponse200]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Error | GetEventDoorListResponse200 | None:
    """The door list: the event and every invitee by name with the phone's last three digits, card type,
    admits, guests admitted and status, and the SHA-256 of the entry code (never the code), for the door
    page to answer offline

     Permission: events.check_in; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetEventDoorListResponse200
    """

    return sync_detailed(
        event_id=event_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | GetEventDoorListResponse200]:
    """The door list: the event and every invitee by name with the phone's last three digits, card type,
    admits, guests admitted and status, and the SHA-256 of the entry code (never the code), for the door
    page to answer offline

     Permission: events.check_in; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetEventDoorListResponse200]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Error | GetEventDoorListResponse200 | None:
    """The door list: the event and every invitee by name with the phone's last three digits, card type,
    admits, guests admitted and status, and the SHA-256 of the entry code (never the code), for the door
    page to answer offline

     Permission: events.check_in; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetEventDoorListResponse200
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            client=client,
        )
    ).parsed
